/**
 * What every step of the wizard receives: the draft, the live record assembled from it,
 * and the two ways to change it. Steps never save on their own: the wizard's header does (pre-save,
 * Save), and a step may ask it for a pre-save (`preSave`).
 */

import type { MeterFileRecord } from '@pvd/shared/project/record/meter-file';
import type { ProjectInputBody } from '@pvd/shared/project/record/project';
import type { CopyRecords } from '@pvd/shared/project/save/copies';
import type { EditorDraft } from './draft';
import type { LiveProject } from './live-project';

export interface StepProps {
  draft: EditorDraft;
  live: LiveProject;
  /** Changes the body: `change` gets the current body and answers the next one (never mutate it). */
  update(change: (body: ProjectInputBody) => ProjectInputBody): void;
  /** Adds the catalogue copies a chooser brought in (a panel, an inverter model, a battery, a material). */
  addCopies(copies: Partial<CopyRecords>): void;
  /**
   * After a load-file call saved or removed the project's meter file [LOAD-5]: the draft shows it
   * and goes on from the project's new version, keeping its unsaved changes.
   */
  keepMeterFile(meterFile: MeterFileRecord | null, version: number): void;
  /**
   * Saves a new project as the wizard's pre-save does (a meter file is kept with a saved project
   * [LOAD-5]); a refusal shows its fields as any save's does.
   */
  preSave(): Promise<void>;
  /** True once the user tried to leave the step: show every issue under its field. */
  showIssues: boolean;
  /**
   * Lets a step decide, asynchronously, whether the wizard may go forward from it (system settings
   * and system loss validate asynchronously [WIZ-1]; leaving system settings is blocked [WIZ-9] or
   * confirmed). The wizard awaits the guard before a forward move; null removes it.
   */
  setLeaveGuard(guard: LeaveGuard | null): void;
}

/** Answers whether the wizard may leave the step forwards (it may show its own dialog first). */
export type LeaveGuard = () => Promise<boolean>;
