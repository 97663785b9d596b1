/**
 * The editor's model: a new draft's defaults, a saved project's draft giving back the
 * same record the server stored, each step's issues, and the rules for moving between steps
 * [WIZ-1].
 */
import { TARIFF_PRESETS } from '@pvd/shared/tariff/presets/index';
import { describe, expect, it } from 'vitest';
import { draftFromView, newDraft } from '@/features/project-editor/model/draft';
import { liveProject } from '@/features/project-editor/model/live-project';
import {
  firstInvalidStep,
  mayOpenStep,
  openingStep,
  stepIssues,
  stepsOf,
} from '@/features/project-editor/model/steps';
import { savedView } from '../editor-fakes';
import { keptMeterFile, quarterHourEnds } from '../user-load/meter-file-support';

describe('drafts', () => {
  it('start a storage project with the spec’s defaults and 8 steps, a grid-connected one with 7', () => {
    const draft = newDraft(1);
    expect(draft.body.projectBase).toMatchObject({ proCapacity: 1, proCapacityUnit: 1, proType: 1 });
    expect(draft.body.mapLocation).toMatchObject({
      proLongitude: 116.41,
      proLatitude: 39.91,
      proMinTemperature: -10,
    });
    expect(stepsOf(1)).toHaveLength(8);
    expect(stepsOf(0)).toEqual(['base', 'arrays', 'inverters', 'strings', 'loss', 'tariff', 'investment']);
  });

  it('of a saved project assemble the record the server stored', () => {
    const view = savedView();
    const live = liveProject(draftFromView(view));
    expect(live.issues).toEqual([]);
    expect(live.record?.inverter).toEqual(view.inverter);
    expect(live.record?.isComplete).toBe(1);
    expect(live.record?.projectBase.proCapacityKw).toBe(4.92);
  });

  it('of a saved project keep its tariff copy by its source, its grid limits and its strategy', () => {
    // Prepare: a project holding a preset's copy, zero export and peak shaving [TAR-14].
    const held = {
      source: 'preset' as const,
      sourceId: 'guangdong-prd-general-ic',
      version: 0,
      tariff: TARIFF_PRESETS['guangdong-prd-general-ic'],
    };
    const gridLimits = { exportLimit: { kind: 'zero' as const }, importLimitKw: 400 };
    const storageStrategy = {
      strategy: 'peak-shaving' as const,
      gridCharging: true,
      peakTargetKw: 80,
      backupReservePercent: 10,
    };
    const view = { ...savedView(), tariff: held, gridLimits, storageStrategy };
    // Act
    const draft = draftFromView(view);
    // Assess: the save sends the reference (the server keeps its copy), the limits and strategy as held.
    expect(draft.body.tariff).toEqual({ source: 'preset', presetId: 'guangdong-prd-general-ic' });
    expect(draft.heldTariff).toEqual(held);
    expect(draft.body.gridLimits).toEqual(gridLimits);
    expect(draft.body.storageStrategy).toEqual(storageStrategy);
    expect(liveProject(draft).issues).toEqual([]);
    // A project of its own tariff sends the tariff itself; one without sends nothing (kept as stored).
    const own = draftFromView({ ...view, tariff: { ...held, source: 'own', sourceId: null } });
    expect(own.body.tariff).toEqual({ source: 'own', tariff: held.tariff });
    expect('tariff' in draftFromView(savedView()).body).toBe(false);
  });
});

describe('a saved project’s load [LOAD-5]', () => {
  it('keeps its typical shape in the body and its meter file beside it, never sent with a save', () => {
    // Prepare
    const meterFile = keptMeterFile(quarterHourEnds(), 'meter-15min.csv');
    const view = { ...savedView(), userLoad: { typicalShape: 'office' as const, meterFile } };
    // Act
    const draft = draftFromView(view);
    // Assess
    expect(draft.body.userLoad).toEqual({ typicalShape: 'office' });
    expect(draft.meterFile).toEqual(meterFile);
    expect(JSON.stringify(draft.body)).not.toContain('meter-15min.csv');
  });

  it('of a project saved before the shapes is the default profile with no meter file', () => {
    const draft = draftFromView(savedView());
    expect(draft.body.userLoad).toBeUndefined();
    expect(draft.meterFile).toBeNull();
  });
});

describe('steps', () => {
  it('hold the issues of their own sections', () => {
    const draft = newDraft(0);
    const live = liveProject(draft);
    expect(stepIssues('base', draft, live).map((i) => `${i.path}:${i.key}`)).toEqual([
      'projectBase.proName:checkProNameFail',
      'projectBase.proOwnerName:checkProOwnerNameFail',
      'mapLocation.proAddress:checkProAddressFail',
    ]);
    expect(stepIssues('arrays', draft, live).map((i) => i.key)).toEqual(['pvArrayRequired']);
    expect(stepIssues('loss', draft, live)).toEqual([]);
  });

  it('put a string count above the MPPT’s limit on the system settings step', () => {
    const draft = draftFromView(savedView());
    draft.body.inverter![0]!.inverters[0]!.DC![0]!.numberOfStrings = 2;
    const live = liveProject(draft);
    expect(stepIssues('strings', draft, live).map((i) => i.key)).toEqual(['stringsAboveMpptLimit']);
    expect(stepIssues('inverters', draft, live)).toEqual([]);
  });

  it('open backwards always, forwards only when every step before the target validates', () => {
    const steps = stepsOf(0);
    const valid = (step: string) => step !== 'arrays';
    expect(mayOpenStep(steps, 'strings', 'base', valid)).toBe(true);
    expect(mayOpenStep(steps, 'base', 'arrays', valid)).toBe(true);
    expect(mayOpenStep(steps, 'base', 'inverters', valid)).toBe(false);
    expect(mayOpenStep(steps, 'arrays', 'inverters', valid)).toBe(false);
  });

  it('of a saved project open at once; finishing names the first step that does not validate', () => {
    const steps = stepsOf(1);
    const valid = (step: string) => step !== 'arrays' && step !== 'loss';
    expect(mayOpenStep(steps, 'base', 'investment', valid, true)).toBe(true);
    expect(mayOpenStep(steps, 'base', 'investment', valid, false)).toBe(false);
    expect(firstInvalidStep(steps, valid)).toBe('arrays');
    expect(firstInvalidStep(steps, () => true)).toBeUndefined();
  });

  it('reopen on the step the address names: any step of a saved project, no further than a new one validates', () => {
    const steps = stepsOf(0);
    const valid = (step: string) => step !== 'arrays';
    expect(openingStep(steps, 'loss', valid, true)).toBe('loss');
    expect(openingStep(steps, 'loss', valid, false)).toBe('arrays');
    expect(openingStep(steps, 'arrays', valid, false)).toBe('arrays');
    expect(openingStep(steps, 'base', valid, false)).toBe('base');
    // A step the type has not (user load of a grid project), or none: the first.
    expect(openingStep(steps, 'load', valid, true)).toBe('base');
    expect(openingStep(steps, null, valid, true)).toBe('base');
  });
});
