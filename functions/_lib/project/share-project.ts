/**
 * ShareProject [PRJ-5]: the recipient, found by login e-mail, gets their own copy in their
 * partition, marked with who shared it and when (their list shows it), and a mail in their
 * language; the sender's project is untouched.
 */

import { Role, roleAllows } from '@pvd/shared/constants/roles';
import { Code, type Culture } from '@pvd/shared/errors/codes';
import { validationMessage } from '@pvd/shared/errors/validation';
import { config } from '../config/env';
import { type Account, getAccountByEmail, normaliseEmail } from '../db/entities/account';
import { AppError } from '../errors';
import { logger } from '../logger';
import { sendTemplateMail } from '../mail/send-template-mail';
import { countAndLimit } from '../rate-limit';
import { fieldRefused } from '../refusals';
import { siteUrl } from '../site-url';
import { storeProjectCopy } from './copy-project';
import { checkProjectOwner, ownedProject } from './project-access';

const RECIPIENT_FIELD = 'sharedUserLoginEmail';

/** 108, with the reason on the e-mail field for the share dialog. */
function noSuchRecipient(culture: Culture): AppError {
  const key = 'shareRecipientNotFound';
  return new AppError(Code.accountNotFound, {
    messageKey: key,
    data: { fieldErrors: [{ field: RECIPIENT_FIELD, key, message: validationMessage(key, culture) }] },
  });
}

/**
 * The account that receives the copy: an activated account that may use projects (the
 * user role; the admin may use every call [ACC-1]). An unknown, unactivated or maintain-only e-mail
 * answers alike (108), so the answer says no more than that no user can receive it there.
 */
async function recipientOf(email: string, culture: Culture): Promise<Account> {
  const account = await getAccountByEmail(email);
  if (!account?.activated || !roleAllows([Role.user], account.role)) {
    throw noSuchRecipient(culture);
  }
  return account;
}

/**
 * Counts the share against the sender's limit (116 past it). Every attempt counts, refused ones
 * too: the limit caps both the mails a sender can cause and the e-mails they can probe with 108.
 */
function countShare(senderId: string): Promise<void> {
  return countAndLimit([
    { scope: 'share', subject: senderId, limit: config().RATE_LIMIT_SHARES_PER_ACCOUNT },
  ]);
}

/** The mail to the recipient, in their language, with a link to their project list. */
async function mailRecipient(recipient: Account, sender: Account, projectName: string): Promise<void> {
  await sendTemplateMail('projectShared', recipient.language, recipient.email, {
    link: `${await siteUrl()}/user/project`,
    email: recipient.email,
    senderName: sender.accountName || sender.email,
    senderEmail: sender.email,
    projectName,
  });
}

/**
 * Shares the sender's project: owner first (113/114), then oneself refused (118 'shareToSelf'),
 * the sender's limit (116), the recipient (108), the copy, and the mail. A mail that fails is
 * logged and the share stands: the copy is in the recipient's list, and a retry would make a
 * second one.
 */
export async function shareProject(
  sender: Account,
  input: { projectId: string; sharedUserLoginEmail: string },
  culture: Culture,
): Promise<void> {
  await checkProjectOwner(sender.id, input.projectId);
  if (normaliseEmail(input.sharedUserLoginEmail) === sender.emailLower) {
    throw fieldRefused(RECIPIENT_FIELD, 'shareToSelf', culture);
  }
  await countShare(sender.id);
  const recipient = await recipientOf(input.sharedUserLoginEmail, culture);
  const source = await ownedProject(sender.id, input.projectId);
  await storeProjectCopy(
    sender.id,
    source,
    {
      accountId: recipient.id,
      proName: source.projectBase.proName,
      sharedBy: {
        accountName: sender.accountName || sender.email,
        email: sender.email,
        sharedAt: new Date().toISOString(),
      },
    },
    culture,
  );
  await mailRecipient(recipient, sender, source.projectBase.proName).catch((error) =>
    logger.error('share mail not sent', { recipientId: recipient.id, error: String(error) }),
  );
}
