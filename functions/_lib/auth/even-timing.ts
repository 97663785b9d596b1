/**
 * Answers that must not tell, by how long they take, which branch ran (forgot-password: a known
 * e-mail stores a key and sends a mail, an unknown one does nothing; the answer is the same).
 * A Lambda cannot work on after answering, so the answer is held to a floor instead.
 */

/**
 * How long a forgot-password answer takes at least. [ms] Above the known-e-mail path (a key
 * written, a template read, one SES call: well under 300 ms on AWS), so both paths end together.
 */
export const FORGOT_PASSWORD_ANSWER_MS = 800;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` and settles no sooner than `floorMs` after it started, with its result or its
 * error alike.
 *
 * @example
 * await withMinimumDuration(FORGOT_PASSWORD_ANSWER_MS, async () => { if (account) await sendResetMail(account); });
 */
export async function withMinimumDuration<T>(
  floorMs: number,
  work: () => Promise<T>,
  now: () => number = () => performance.now(),
): Promise<T> {
  const started = now();
  try {
    return await work();
  } finally {
    const left = floorMs - (now() - started);
    if (left > 0) await sleep(left);
  }
}
