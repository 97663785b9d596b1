/** Reads the mail the product sent from the SES emulator's store. */
import { inject } from 'vitest';

export interface StoredMail {
  messageId: string;
  from: string;
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
  at: number;
}

export async function mailsTo(address: string): Promise<StoredMail[]> {
  const response = await fetch(`${inject('runtime').mailUrl}/store`);
  const store = (await response.json()) as { emails: StoredMail[] };
  return store.emails.filter((m) =>
    m.destination.to.some((to) => to.toLowerCase() === address.toLowerCase()),
  );
}

/** Waits for the newest mail to `address` whose subject matches, sent at or after `sinceSeconds`. */
export async function waitForMail(
  address: string,
  subject: RegExp,
  sinceSeconds = 0,
  timeoutMs = 10_000,
): Promise<StoredMail> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const found = (await mailsTo(address))
      .filter((m) => subject.test(m.subject) && m.at >= sinceSeconds)
      .at(-1);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${address} matching ${subject}`);
}

/** The `key` parameter of the first link in the mail's text (activation and reset links). */
export function linkKey(mail: StoredMail): string {
  const match = (mail.body.text ?? mail.body.html ?? '').match(/[?&]key=([^&\s"<]+)/);
  if (!match?.[1]) throw new Error('no key link in the mail');
  return decodeURIComponent(match[1]);
}

/** The first link of the mail. */
export function firstLink(mail: StoredMail): string {
  const match = (mail.body.text ?? '').match(/https?:\/\/\S+/);
  if (!match) throw new Error('no link in the mail');
  return match[0];
}
