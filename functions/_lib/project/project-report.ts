/**
 * queryProjectReportDataById: every section of a saved project's report, with the engine's
 * figures computed from the project. The generation is the engine's for the design
 * `projectDesign` reads off the project (the adapter queryProjectReportData's request goes
 * through too: same input, same numbers); storage projects add the hourly battery simulation,
 * and the investment pages come when the project asks for them.
 */

import type { queryProjectReportDataById } from '@pvd/shared/api/project-report';
import { ENGINE_MAX_ARRAY_YEARS } from '@pvd/shared/constants/limits';
import type { Culture } from '@pvd/shared/errors/codes';
import type { PanelCount } from '@pvd/shared/layout/fill';
import { type ProjectDesign, projectDesign } from '@pvd/shared/project/design/engine-design';
import { financeAtP90 } from '@pvd/shared/project/money/finance-at-p90';
import { type ProjectMoneyInput, projectMoney } from '@pvd/shared/project/money/project-money';
import { pvOnSiteClock } from '@pvd/shared/project/money/project-pv';
import { engineSite } from '@pvd/shared/project/record/location';
import type { ProjectRecord } from '@pvd/shared/project/record/project';
import { localizedTariffRecord } from '@pvd/shared/project/record/project-tariff';
import { systemLossWithDefaults } from '@pvd/shared/project/record/system-loss';
import { shadingResultsOf, surroundingsReportOf } from '@pvd/shared/project/report/shading-figures';
import { p90Factor, yieldUncertaintyOf } from '@pvd/shared/project/report/yield-uncertainty';
import { simulateGenerationHourly } from '@pvd/shared/pv/engine/generation';
import { reportEngineParts } from '@pvd/shared/pv/engine/report-parts';
import { EngineWorkTooLargeError } from '@pvd/shared/pv/engine/work-budget';
import type { z } from 'zod';
import { climateForCall } from '../climate/default-service';
import { readProjectLoadYear } from '../load/stored-load';
import { ownedProject } from './project-access';
import { moneyRates, projectInvestment } from './project-investment';
import { arraysWithImages } from './project-view';
import { workRefused } from './project-work';
import { currencyOptionOf } from './report-currency';

type ReportById = z.input<(typeof queryProjectReportDataById)['response']>;

/**
 * The design of the project within the engine's budget (118 'engineWorkTooLarge' beyond it) and
 * its drawn areas within theirs (118 naming the area beyond them).
 *
 * @param areas - The areas' counts when the caller has them (`boundedWork`), so each is counted once.
 */
export function designOf(
  record: ProjectRecord,
  culture: Culture,
  areas?: ReadonlyMap<string, PanelCount>,
): ProjectDesign {
  const planned = projectDesign(record, ENGINE_MAX_ARRAY_YEARS, areas ? { ok: true, areas } : undefined);
  if (!planned.ok) {
    if ('issues' in planned) throw workRefused(planned.issues, culture);
    throw new EngineWorkTooLargeError(planned.arrayCount, planned.limit);
  }
  return planned.design;
}

/**
 * The engine's, storage's and finance's figures of an assembled project for a design: what the
 * report by id and the editor's live results (queryProjectDesignResults) both answer, computed
 * here once so the two never disagree.
 */
export async function projectFigures(
  accountId: string,
  record: ProjectRecord,
  design: ProjectDesign,
  culture: Culture,
) {
  const { mapLocation } = record;
  const [{ climate, source }, investment] = await Promise.all([
    climateForCall(
      {
        ...engineSite(mapLocation),
        weatherFileId: mapLocation.weatherFileId ?? undefined,
      },
      accountId,
      culture,
    ),
    projectInvestment(record.investment, culture),
  ]);
  const hourly = simulateGenerationHourly(climate, design);
  const { generation, acPowerW, shadingLossPercent } = hourly;
  const weather = climate.weather();
  const tariffCurrency = record.tariff?.tariff.currency ?? investment.currency;
  const [rates, meterYear] = await Promise.all([
    moneyRates(investment.currency, tariffCurrency),
    readProjectLoadYear(accountId, record),
  ]);
  const moneyInput: ProjectMoneyInput = {
    record,
    investment,
    costDefaults: rates.costDefaults,
    tariffRate: rates.tariffRate,
    ...(meterYear && { meterYear: meterYear.series }),
    pv: pvOnSiteClock(record, weather, acPowerW),
    elevationM: weather.site.elevation,
    firstYearGenerationKwh: generation.totalPowerGeneration,
    culture,
  };
  const money = projectMoney(moneyInput);
  const uncertainty = yieldUncertaintyOf({
    section: record.uncertainty,
    source: source.id,
    latitude: engineSite(mapLocation).latitude,
    p50: generation.totalPowerGeneration,
  });
  // The second case of the finance [UNC-6]: the same money with the energy at one year's P90.
  if (money.finance) uncertainty.financeAtP90 = financeAtP90(moneyInput, p90Factor(uncertainty));
  return {
    climate,
    source,
    generation,
    shadingLossPercent,
    lossChain: hourly.lossChain,
    shading: shadingResultsOf(record, design, hourly),
    surroundings: surroundingsReportOf(record, design, hourly),
    investment,
    selfUse: money.selfUse,
    finance: money.finance,
    load: money.load,
    bill: money.bill,
    storage: money.storage,
    uncertainty,
  };
}

/** The caller's project's report (113/114 before anything of it is read). */
export async function projectReportById(
  accountId: string,
  projectId: string,
  culture: Culture,
): Promise<ReportById> {
  return projectReportOf(accountId, await ownedProject(accountId, projectId), culture);
}

/** The report of a project record the caller owns (read after the owner check). */
export async function projectReportOf(
  accountId: string,
  record: ProjectRecord,
  culture: Culture,
): Promise<ReportById> {
  const design = designOf(record, culture);
  const [figures, images] = await Promise.all([
    projectFigures(accountId, record, design, culture),
    arraysWithImages(accountId, record),
  ]);
  const { generation, climate, source, investment } = figures;
  return {
    currency: await currencyOptionOf(investment.currency, culture),
    ...reportEngineParts(generation, climate, source),
    ...sections(record, images, culture),
    investment,
    lineLoss: { dcLineLoss: design.losses.dcLine, acLineLoss: design.losses.acLine },
    shadingLossPercent: figures.shadingLossPercent,
    shading: figures.shading,
    lossChain: figures.lossChain,
    surroundings: figures.surroundings,
    selfUse: figures.selfUse,
    finance: figures.finance,
    load: figures.load,
    bill: figures.bill,
    storage: figures.storage,
    uncertainty: figures.uncertainty,
  };
}

/** The project's own sections, as the report prints them. */
function sections(
  record: ProjectRecord,
  images: Awaited<ReturnType<typeof arraysWithImages>>,
  culture: Culture,
) {
  return {
    probase: {
      ...record.projectBase,
      projectId: record.projectId,
      isComplete: record.isComplete,
      createTime: record.createTime,
      lastModifyTime: record.lastModifyTime,
      sharedBy: record.sharedBy,
      proImage: images.projectImage,
    },
    mapLocation: record.mapLocation,
    pvarray: images.arrays,
    inverter: record.inverter,
    systemloss: systemLossWithDefaults(record.systemLoss),
    userload: record.proUserLoadInformation,
    // The report's load page shows the meter file's kept preview, or the typical shape [LOAD-5].
    loadSource: record.userLoad ?? null,
    // The report's tariff page shows the copy the project was saved with [TAR-14].
    tariff: record.tariff ? localizedTariffRecord(record.tariff, culture) : null,
    // The PV arrays page prints the albedo the yield was computed with [MNT-4].
    ground: record.ground ?? null,
  };
}
