/**
 * The wizard's steps and the rules for moving between them [WIZ-1]: storage projects have
 * 8 steps, grid-connected ones 7 (no user load); the tariff with the grid limits (and a storage
 * project's strategy) comes before the investment and is optional throughout
 * (docs/decisions/0051-tariff-step.md). Back is always allowed; forward by one needs the current
 * step to validate; a click further ahead needs every step before the target to validate.
 * A saved project opens on any step: changing one field of it must not take six Next presses;
 * its save checks every step instead.
 */
import { ProjectType } from '@pvd/shared/project/record/base';
import type { EditorDraft } from './draft';
import type { DraftIssue, LiveProject } from './live-project';

export const STEP_IDS = [
  'base',
  'load',
  'arrays',
  'inverters',
  'strings',
  'loss',
  'tariff',
  'investment',
] as const;
export type StepId = (typeof STEP_IDS)[number];

/** The steps of a project type, in order. */
export function stepsOf(proType: ProjectType): StepId[] {
  return STEP_IDS.filter((step) => step !== 'load' || proType === ProjectType.energyStorage);
}

/** The draft's sections each step edits (their issues are the step's). */
const SECTIONS: Record<StepId, readonly string[]> = {
  // The far horizon is edited beside the site, the obstacles in the roof drawer of an array.
  base: ['projectBase', 'mapLocation', 'surroundings.horizon'],
  load: ['proUserLoadInformation'],
  // The ground's albedo [MNT-4] is edited above the array list.
  arrays: ['pvArray', 'surroundings.obstacles', 'ground'],
  inverters: ['inverter'],
  strings: [],
  loss: ['systemLoss', 'uncertainty'],
  // A grid-connected project's own consumption is edited on its investment step [LOAD-5].
  investment: ['investment', 'proUserLoadInformation'],
  tariff: ['tariff', 'gridLimits', 'storageStrategy'],
};

/** Rule keys that belong to the system settings step although their path is under `inverter`. */
const STRING_KEYS = new Set([
  'stringsAboveMpptLimit',
  'mpptNotOfModel',
  'duplicateMppt',
  'tooManyMpptEntries',
]);

function belongsTo(step: StepId, issue: DraftIssue): boolean {
  if (STRING_KEYS.has(issue.key) || /^inverter\.\d+\.inverters\.\d+\.(DC|AC)/.test(issue.path)) {
    return step === 'strings';
  }
  return SECTIONS[step].some((section) => issue.path === section || issue.path.startsWith(`${section}.`));
}

/** The step whose fields hold `issue`; undefined when none of `steps` does (the body as a whole). */
export function stepOfIssue(steps: readonly StepId[], issue: DraftIssue): StepId | undefined {
  return steps.find((step) => belongsTo(step, issue));
}

/**
 * The issues that keep a step from validating: its sections' field issues, and the steps' own
 * rules (at least one PV array [WIZ-4]; at least one inverter [WIZ-7]).
 */
export function stepIssues(step: StepId, draft: EditorDraft, live: LiveProject): DraftIssue[] {
  // A storage project's load has its own step: its issues are not the investment step's.
  const ownLoadStep = draft.proType === ProjectType.energyStorage;
  const issues = live.issues.filter(
    (issue) =>
      belongsTo(step, issue) &&
      !(step === 'investment' && ownLoadStep && issue.path.startsWith('proUserLoadInformation')),
  );
  if (step === 'arrays' && draft.body.pvArray?.length === 0)
    issues.push({ path: 'pvArray', key: 'pvArrayRequired' });
  if (step === 'inverters' && draft.body.inverter?.length === 0) {
    issues.push({ path: 'inverter', key: 'inverterSelectionRequired' });
  }
  return issues;
}

/**
 * Whether the wizard may go from `current` to `target`: on a saved project always; else back (or
 * the same step) always, forward only when every step before the target validates ([WIZ-1]: the
 * next step needs the current one to validate; a click further ahead needs every step before it).
 */
export function mayOpenStep(
  steps: readonly StepId[],
  current: StepId,
  target: StepId,
  valid: (step: StepId) => boolean,
  saved = false,
): boolean {
  const from = steps.indexOf(current);
  const to = steps.indexOf(target);
  if (saved || to <= from) return true;
  return steps.slice(0, to).every(valid);
}

/** The first step that does not validate, if any (a save that ends the editing needs none). */
export function firstInvalidStep(
  steps: readonly StepId[],
  valid: (step: StepId) => boolean,
): StepId | undefined {
  return steps.find((step) => !valid(step));
}

/**
 * The step the editor opens on when an address or a restored draft names one (a reload comes
 * back where the user was [WIZ-18]): on a saved project that step; on a new one no further than its
 * first step that does not validate, as a move there would be refused. The first step when
 * the type has no such step (or none is named).
 */
export function openingStep(
  steps: readonly StepId[],
  wanted: string | null | undefined,
  valid: (step: StepId) => boolean,
  saved: boolean,
): StepId {
  const target = steps.find((step) => step === wanted) ?? (steps[0] as StepId);
  if (saved) return target;
  return firstInvalidStep(steps.slice(0, steps.indexOf(target)), valid) ?? target;
}
