/**
 * queryProjectReportDataById: every section of a saved project's report, with the engine's
 * figures computed from the project. The generation is queryProjectReportData's for the design
 * `reportDesign` reads off the project (same input, same numbers); storage projects add the hourly
 * battery simulation, and the investment pages come when the project asks for them.
 */

import type { queryProjectReportDataById } from '@pvd/shared/api/project-report';
import { ENGINE_MAX_ARRAY_YEARS } from '@pvd/shared/constants/limits';
import { Code, type Culture } from '@pvd/shared/errors/codes';
import type { InvestmentData } from '@pvd/shared/finance/investment';
import type { PanelCount } from '@pvd/shared/layout/fill';
import { ProjectType } from '@pvd/shared/project/base';
import { engineSite } from '@pvd/shared/project/location';
import type { ProjectRecord } from '@pvd/shared/project/project';
import { type ReportDesign, reportDesign } from '@pvd/shared/project/report-design';
import { reportFinance } from '@pvd/shared/project/report-finance';
import { projectStorageYear, selfUseReport } from '@pvd/shared/project/report-storage';
import { systemLossWithDefaults } from '@pvd/shared/project/system-loss';
import { syntheticTimezone } from '@pvd/shared/pv/climate/synthetic-year';
import { hourlyEnergyOnLocalClock } from '@pvd/shared/pv/storage/local-clock';
import type { z } from 'zod';
import type { ClimateData } from '../climate/climate-data';
import { climateForCall } from '../climate/default-service';
import { designOfReport } from '../climate/engine/design-input';
import { simulateGenerationHourly } from '../climate/engine/generation';
import { currencyOptionOf, reportEngineParts } from '../climate/engine/report';
import { AppError } from '../errors';
import { ownedProject } from './project-access';
import { projectInvestment } from './project-investment';
import { arraysWithImages } from './project-view';
import { workRefused } from './project-work';

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
): ReportDesign {
  const planned = reportDesign(record, ENGINE_MAX_ARRAY_YEARS, areas ? { ok: true, areas } : undefined);
  if (!planned.ok) {
    if ('issues' in planned) throw workRefused(planned.issues, culture);
    throw new AppError(Code.invalidInput, {
      messageKey: 'engineWorkTooLarge',
      data: { arrayYears: planned.arrayCount, limit: planned.limit },
    });
  }
  return planned.design;
}

/**
 * The storage year on the site's clock: the time zone of the climate's site when it fits the
 * longitude, else the solar zone (as the synthetic years do), so the load's clock hours meet the
 * PV of the same hours whatever time base the weather came in.
 */
function storageOf(record: ProjectRecord, climate: ClimateData, acPowerW: Float64Array) {
  const weather = climate.weather();
  const timezone = syntheticTimezone({
    longitude: engineSite(record.mapLocation).longitude,
    timezone: weather.site.timezone,
  });
  const pvKwh = hourlyEnergyOnLocalClock(
    { powerW: acPowerW, timesUtcMs: weather.timesUtcMs, intervalHours: weather.intervalHours },
    timezone,
  );
  return projectStorageYear(record, pvKwh);
}

/**
 * The engine's, storage's and finance's figures of an assembled project for a design: what the
 * report by id and the editor's live results (queryProjectDesignResults) both answer, computed
 * here once so the two never disagree.
 */
export async function projectFigures(
  accountId: string,
  record: ProjectRecord,
  design: ReportDesign,
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
  const { generation, acPowerW, shadingLossPercent } = simulateGenerationHourly(climate, {
    ...designOfReport(design.inverters),
    systemLoss: record.systemLoss,
    dcLineLoss: design.dcLineLoss,
    acLineLoss: design.acLineLoss,
  });
  const storage =
    record.projectBase.proType === ProjectType.energyStorage ? storageOf(record, climate, acPowerW) : null;
  return {
    climate,
    source,
    generation,
    shadingLossPercent,
    investment,
    storage,
    finance: investment.needInvestment
      ? financeOf(record, investment, generation.totalPowerGeneration, storage)
      : null,
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
  const { generation, climate, source, investment, storage } = figures;
  return {
    currency: await currencyOptionOf(investment.currency, culture),
    ...reportEngineParts(generation, climate, source),
    ...sections(record, images),
    investment,
    lineLoss: { dcLineLoss: design.dcLineLoss, acLineLoss: design.acLineLoss },
    shadingLossPercent: figures.shadingLossPercent,
    selfUse: storage ? selfUseReport(storage) : null,
    finance: figures.finance,
  };
}

/** The project's own sections, as the report prints them. */
function sections(record: ProjectRecord, images: Awaited<ReturnType<typeof arraysWithImages>>) {
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
  };
}

/** The investment pages in the investment's currency; storage projects split by their dispatch. */
function financeOf(
  record: ProjectRecord,
  investment: InvestmentData,
  firstYearGenerationKwh: number,
  storage: ReturnType<typeof storageOf> | null,
) {
  return reportFinance({
    investment,
    proType: record.projectBase.proType,
    capacityKw: record.projectBase.proCapacityKw,
    batteryCapacityKwh: storage?.bank.nominalCapacityKwh ?? 0,
    firstYearGenerationKwh,
    ageingPerYear: systemLossWithDefaults(record.systemLoss).componentagingdecay,
    energySplit: storage?.year.energySplit,
  });
}
