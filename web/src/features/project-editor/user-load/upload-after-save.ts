/**
 * A meter file asked for on a new project [LOAD-5]: the file is kept with a saved project, so the
 * upload pre-saves it first. The first save moves the editor to the project's own address, where
 * it mounts anew, while the section that asked still sees the id arrive before it goes: so the
 * wish outlives the component that had it: the asking section opens the upload when the id
 * arrives, keeping the wish; a section mounted with the id opens it and ends the wish, as do the
 * upload's end (saved or closed) and a refused save.
 */

/** How long a wish waits for its save: a save and the new editor's first read of the project. [ms] */
const WAIT_MS = 60_000;

let askedAt: number | null = null;

export const uploadAfterSave = {
  ask(): void {
    askedAt = Date.now();
  },
  /** Whether an upload waits for the save (the load step shows the meter file's section then). */
  waiting(): boolean {
    return askedAt !== null && Date.now() - askedAt < WAIT_MS;
  },
  /** Ends the wish: the upload opened after the save ended, or the save was refused. */
  end(): void {
    askedAt = null;
  },
};
