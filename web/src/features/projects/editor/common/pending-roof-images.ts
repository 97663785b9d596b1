/**
 * Roof images (issue 11 §2) chosen in the roof drawer and not stored yet, by array id. The array's
 * layout keeps only where the image lies (`layout.backdrop`); the image itself is stored with
 * setPvArrayRoofImage, which needs the array in the saved project, so it follows the next save
 * (see array-drawings.ts). Kept in memory only: a reload before that save loses the file, not
 * the drawing (the drawer then asks for the image again).
 */
const pending = new Map<string, File>();

/** Remembers the image chosen for an array (null forgets it: the image was removed). */
export function setPendingRoofImage(arrayId: string, file: File | null): void {
  if (file) pending.set(arrayId, file);
  else pending.delete(arrayId);
}

/** The image waiting to be stored for an array, if any. */
export function pendingRoofImage(arrayId: string): File | null {
  return pending.get(arrayId) ?? null;
}
