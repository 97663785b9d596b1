/** Claiming a finished upload for its one use, with the answers every upload call shares. */
import { Code } from '@pvd/shared/errors/codes';
import { claimUpload, getUpload, type Upload } from '../db/entities/upload';
import { AppError } from '../errors';
import { notYours } from '../refusals';

/**
 * Claims the caller's upload of `purpose` (see `claimUpload`): 118 when it is missing, expired,
 * for another purpose or already used (by a concurrent call too), 114 when it is another
 * account's. The record is gone afterwards; the object under uploads/ is the caller's to move or
 * delete (uploads/ also expires by the bucket's lifecycle).
 */
export async function takeUpload(uploadId: string, accountId: string, purpose: string): Promise<Upload> {
  const claim = await claimUpload(uploadId, accountId, purpose);
  if (claim.state === 'not-owner') throw notYours();
  if (claim.state === 'missing') throw new AppError(Code.invalidInput, { messageKey: 'uploadMissing' });
  return claim.upload;
}

/**
 * The caller's live upload of `purpose` without using it (a preview reads a file the save uses
 * later): 118 when there is none, 114 when it is another account's, as {@link takeUpload}.
 */
export async function peekUpload(uploadId: string, accountId: string, purpose: string): Promise<Upload> {
  const upload = await getUpload(uploadId);
  if (!upload || upload.purpose !== purpose) {
    throw new AppError(Code.invalidInput, { messageKey: 'uploadMissing' });
  }
  if (upload.accountId !== accountId) throw notYours();
  return upload;
}
