/**
 * queryProjectDesignResults: the editor's live results for the draft as it is, not saved. The
 * record is assembled as a save does (the catalogue's copies from the server; a saved project's
 * own copies kept after the owner check, 113/114) but the project's rules are not required: a
 * draft with PV arrays can be simulated. The figures come from `projectFigures`, the
 * report's own code, so a saved project's live results equal its report.
 */
import type { queryProjectDesignResults } from '@pvd/shared/api/project-report';
import { ENGINE_MAX_ARRAY_YEARS } from '@pvd/shared/constants/limits';
import type { Culture } from '@pvd/shared/errors/codes';
import type { PanelCount } from '@pvd/shared/layout/fill';
import { arraysOnlyDesign, arraysPeakPowerKw } from '@pvd/shared/project/design/draft-design';
import { rowsByArray, surroundingsOfDesign } from '@pvd/shared/project/design/engine-design';
import type { ProjectType } from '@pvd/shared/project/record/base';
import type { ProjectInput, ProjectRecord } from '@pvd/shared/project/record/project';
import { EngineWorkTooLargeError } from '@pvd/shared/pv/engine/work-budget';
import type { z } from 'zod';
import { editStamp } from '../db/versioned-edit';
import { ownedProject } from './project-access';
import { designOf, projectFigures } from './project-report';
import { boundedWork } from './project-work';
import { fieldError, refused } from './save-errors';
import { assembleProjectRecord, type SaveTarget } from './save-project';

type DesignResults = z.input<(typeof queryProjectDesignResults)['response']>;

export interface DesignResultsRequest {
  proType: ProjectType;
  projectId: string | null;
  body: ProjectInput;
}

/** The draft's record: a saved project's (owner checked first) or a new one's, rules not required. */
async function draftRecord(accountId: string, request: DesignResultsRequest, culture: Culture) {
  const { proType } = request;
  const stored = request.projectId ? await ownedProject(accountId, request.projectId) : undefined;
  if (stored && stored.projectBase.proType !== proType) {
    throw refused([fieldError(['projectId'], 'projectTypeMismatch', culture)]);
  }
  // Nothing to simulate without a PV array: a clear 118 the panel turns into "add a PV array".
  if (request.body.pvArray.length === 0)
    throw refused([fieldError(['body', 'pvArray'], 'pvArrayRequired', culture)]);
  const target: SaveTarget = stored
    ? { kind: 'edit', proType, stored, stamp: editStamp(stored, new Date()) }
    : { kind: 'create', proType };
  return assembleProjectRecord(accountId, request.body, target, culture);
}

/**
 * The wired design when a string carries panels, else every array on an inverter of its size;
 * the drawn areas counted once for both.
 */
function designOfDraft(record: ProjectRecord, culture: Culture) {
  const areas = boundedWork(record, culture, ['body']);
  const wired = designOf(record, culture, areas);
  if (wired.arrayCount > 0) return { basis: 'strings' as const, design: wired, record };
  if (record.pvArray.length > ENGINE_MAX_ARRAY_YEARS)
    throw new EngineWorkTooLargeError(record.pvArray.length);
  // The investment is paid on the panels simulated, not on a capacity typed before the design.
  const capacityKw = arraysPeakPowerKw(record.pvArray);
  return {
    basis: 'arrays' as const,
    design: arraysOnlyDesignOf(record, areas),
    record: { ...record, projectBase: { ...record.projectBase, proCapacityKw: capacityKw } },
  };
}

/** Every array on an inverter of its own size, with its rows and surroundings. */
function arraysOnlyDesignOf(record: ProjectRecord, areas: ReadonlyMap<string, PanelCount>) {
  const rows = rowsByArray(record, areas);
  return arraysOnlyDesign(record, rows, surroundingsOfDesign(record, areas, rows));
}

/** The live results of the caller's draft. */
export async function projectDesignResults(
  accountId: string,
  request: DesignResultsRequest,
  culture: Culture,
): Promise<DesignResults> {
  const { basis, design, record } = designOfDraft(await draftRecord(accountId, request, culture), culture);
  const figures = await projectFigures(accountId, record, design, culture);
  const { generation, shadingLossPercent, shading, lossChain, source, selfUse, finance, investment } =
    figures;
  return {
    basis,
    dcCapacityKw: generation.dcCapacityKw,
    annualYieldKwh: generation.totalPowerGeneration,
    monthlyYieldKwh: generation.monthlyPowerGeneration,
    specificYield: generation.specificYield,
    performanceRatio: generation.performanceRatio,
    shadingLossPercent,
    shading,
    lossChain,
    source,
    selfUse: selfUse
      ? { selfUseRatio: selfUse.selfUseRatio, selfSufficiency: selfUse.selfSufficiency }
      : null,
    finance: finance
      ? {
          currency: finance.currency,
          paybackYear: finance.paybackYear,
          paybackYears: finance.paybackYears,
          usesDefaultPrices: investment.isDefault,
          netPresentValue: finance.netPresentValue,
          internalRateOfReturn: finance.internalRateOfReturn,
          levelizedCostOfEnergy: finance.levelizedCostOfEnergy,
          ...(figures.bill && { firstYearSavings: figures.bill.savings.total }),
          ...(finance.investmentItems && { investmentItems: finance.investmentItems }),
          ...(finance.battery !== undefined && { battery: finance.battery }),
        }
      : null,
    load: figures.load,
    bill: figures.bill,
    storage: figures.storage,
    uncertainty: figures.uncertainty,
  };
}
