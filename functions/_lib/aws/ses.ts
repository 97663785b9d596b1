/** Sending mail with SES v2 (the local runtime points the SDK at the SES emulator). */
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { config } from '../config/env';

let client: SESv2Client | undefined;

function ses(): SESv2Client {
  client ??= new SESv2Client({});
  return client;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/** Sends one mail from the product's address; answers SES's message id. */
export async function sendMail(mail: OutgoingMail): Promise<string | undefined> {
  const result = await ses().send(
    new SendEmailCommand({
      FromEmailAddress: config().MAIL_FROM,
      Destination: { ToAddresses: [mail.to] },
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: { Html: { Data: mail.html, Charset: 'UTF-8' }, Text: { Data: mail.text, Charset: 'UTF-8' } },
        },
      },
    }),
  );
  return result.MessageId;
}
