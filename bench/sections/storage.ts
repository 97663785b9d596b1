/**
 * Storage project year: load profile + battery dispatch + self-use sums + 25-year cash flow,
 * from an hourly PV series. Target: the whole year ≤ 5 ms (median after warm-up).
 * The PV series is synthetic (half-sine days, seasonal peak, deterministic cloudiness), so
 * the bench runs on a fresh clone without weather files.
 */
import { projectCashFlow } from '../../shared/finance/cash-flow';
import { investmentOrDefaults } from '../../shared/finance/investment';
import { cashFlowMetrics } from '../../shared/finance/metrics';
import { usableBatteryCapacityKwh } from '../../shared/pv/storage/battery';
import { dispatchBattery } from '../../shared/pv/storage/dispatch';
import { createDispatchSeries } from '../../shared/pv/storage/dispatch-series';
import { hourlyLoadProfile } from '../../shared/pv/storage/load-profile';
import { energySplitOf } from '../../shared/pv/storage/self-use';
import { medianMs } from '../support/timing';
import type { BenchSection } from '../types';

function syntheticPvYear(peakKw: number): Float64Array {
  const pv = new Float64Array(8760);
  let state = 12345;
  for (let day = 0; day < 365; day++) {
    state = (state * 1103515245 + 12345) % 2147483648;
    const clearness = 0.3 + 0.7 * (state / 2147483648);
    const season = 0.65 + 0.35 * Math.cos((2 * Math.PI * (day - 172)) / 365);
    for (let hour = 6; hour < 18; hour++) {
      pv[day * 24 + hour] = peakKw * clearness * season * Math.sin((Math.PI * (hour - 6 + 0.5)) / 12);
    }
  }
  return pv;
}

/** Runs of every figure of this section. */
const RUNS = { warmup: 50, runs: 200 };

export default async function storageBench(): Promise<BenchSection> {
  const pvKwh = syntheticPvYear(5);
  const loadInput = { annualConsumptionKwh: 6000, daytimeLoadPowerRatio: 35 };
  const battery = {
    usableCapacityKwh: usableBatteryCapacityKwh(5, 2),
    maxChargePowerKw: 5,
    maxDischargePowerKw: 5,
  };
  const investment = investmentOrDefaults({ electricitySalesSubsidyYears: 5 });
  const ageing = Array.from({ length: 25 }, (_, i) => 1 - 0.006 * i);
  const loadBuffer = new Float64Array(8760);
  const series = createDispatchSeries();

  const fullYear = () => {
    const loadKwh = hourlyLoadProfile(loadInput, { out: loadBuffer });
    const dispatch = dispatchBattery(pvKwh, loadKwh, battery, series);
    const flow = projectCashFlow({
      investment,
      projectType: 1,
      capacityKw: 5,
      batteryCapacityKwh: 10,
      firstYearGenerationKwh: dispatch.annual.pv,
      yearlyEnergyFactors: ageing,
      energySplit: energySplitOf(dispatch.annual),
    });
    return cashFlowMetrics(flow, 0.06);
  };
  const loadKwh = hourlyLoadProfile(loadInput);
  const flowInput = {
    investment,
    projectType: 1 as const,
    capacityKw: 5,
    batteryCapacityKwh: 10,
    firstYearGenerationKwh: 7000,
    yearlyEnergyFactors: ageing,
    energySplit: { selfConsumedShare: 0.6, exportedShare: 0.35 },
  };

  return {
    name: 'Storage project year (shared/pv/storage + shared/finance)',
    rows: [
      {
        metric: 'full storage year: load + dispatch + sums + 25-year cash flow + NPV/IRR/LCOE',
        value: medianMs(fullYear, RUNS),
        unit: 'ms',
        target: 5,
      },
      {
        metric: 'hourly load profile (8760 h)',
        value: medianMs(() => hourlyLoadProfile(loadInput, { out: loadBuffer }), RUNS),
        unit: 'ms',
      },
      {
        metric: 'battery dispatch + monthly sums (8760 h)',
        value: medianMs(() => dispatchBattery(pvKwh, loadKwh, battery, series), RUNS),
        unit: 'ms',
      },
      {
        metric: '25-year cash flow + NPV/IRR/LCOE',
        value: medianMs(() => cashFlowMetrics(projectCashFlow(flowInput), 0.06), RUNS),
        unit: 'ms',
      },
    ],
  };
}
