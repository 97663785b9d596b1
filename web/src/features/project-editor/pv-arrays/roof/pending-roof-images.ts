/**
 * Roof images [WIZ-5] chosen in the roof drawer and not stored yet, by array id. The array's
 * layout keeps only where the image lies (`layout.backdrop`); the image itself is stored with
 * setPvArrayRoofImage, which needs the array in the saved project, so it follows the next save
 * (see array-drawings.ts). Like the local draft (shell/local-draft.ts), the files outlive a
 * reload: each is also written to IndexedDB, and comes back when that draft is restored (and
 * goes when it is discarded). Where IndexedDB is missing or refuses (private modes, jsdom), the
 * files are kept in memory only and a reload asks for the image again (the drawing is kept).
 */
const pending = new Map<string, File>();

const DB_NAME = 'pvd-pending-roof-images';
const STORE = 'files';
/** A file left longer than this (a draft never saved nor restored) is dropped at a restore. [ms] */
const KEEP_MS = 30 * 24 * 3600 * 1000;

interface StoredFile {
  file: File;
  /** [ms since epoch] */
  writtenAt: number;
}

let opened: Promise<IDBDatabase | null> | null = null;

/** The files' database, opened once per page (null where IndexedDB is missing or refuses). */
function openDb(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(null);
  opened ??= new Promise((resolve) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
  });
  return opened;
}

/** Runs one change in the files' store; a failure only costs the copy that outlives a reload. */
async function change(write: (store: IDBObjectStore) => void): Promise<void> {
  const db = await openDb();
  if (!db) return;
  await new Promise<void>((resolve) => {
    const tx = db.transaction(STORE, 'readwrite');
    write(tx.objectStore(STORE));
    tx.oncomplete = () => resolve();
    tx.onerror = () => resolve();
    tx.onabort = () => resolve();
  });
}

/** Remembers the image chosen for an array (null forgets it: the image was removed or stored). */
export function setPendingRoofImage(arrayId: string, file: File | null): void {
  if (file) pending.set(arrayId, file);
  else pending.delete(arrayId);
  void change((store) =>
    file ? store.put({ file, writtenAt: Date.now() } satisfies StoredFile, arrayId) : store.delete(arrayId),
  );
}

/** The image waiting to be stored for an array, if any. */
export function pendingRoofImage(arrayId: string): File | null {
  return pending.get(arrayId) ?? null;
}

/** Every file kept in IndexedDB, by array id. */
async function storedFiles(): Promise<[string, StoredFile][]> {
  const db = await openDb();
  if (!db) return [];
  const entries = await new Promise<[string, StoredFile][]>((resolve) => {
    const found: [string, StoredFile][] = [];
    const cursor = db.transaction(STORE, 'readonly').objectStore(STORE).openCursor();
    cursor.onsuccess = () => {
      const at = cursor.result;
      if (!at) return resolve(found);
      found.push([String(at.key), at.value as StoredFile]);
      at.continue();
    };
    cursor.onerror = () => resolve(found);
  });
  return entries;
}

/**
 * A local draft restored after a reload: its arrays' files come back (and files older than
 * KEEP_MS, of drafts never saved nor restored, are dropped).
 */
export async function restorePendingRoofImages(arrayIds: readonly string[]): Promise<void> {
  const wanted = new Set(arrayIds);
  const now = Date.now();
  for (const [arrayId, stored] of await storedFiles()) {
    if (wanted.has(arrayId)) pending.set(arrayId, stored.file);
    else if (now - stored.writtenAt > KEEP_MS) void change((store) => store.delete(arrayId));
  }
}

/** A local draft discarded: its arrays' files go too (the saved project's images stay). */
export function forgetPendingRoofImages(arrayIds: readonly string[]): void {
  for (const arrayId of arrayIds) setPendingRoofImage(arrayId, null);
}
