/**
 * The text report of a run with a load (scripts/simulate.ts without --json): the load's lines,
 * then the PV, the self-consumption or the storage year, and the bills, a figure group a line.
 */
import { formatLoadText } from './simulate-load';
import type { BillBlock, PvBlock, StorageBlock, StorageRunOutput } from './simulate-storage-run';

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

function billLine(label: string, bill: BillBlock): string {
  return `  ${label}: ${bill.total} (energy ${bill.energy}, demand ${bill.demand}, fixed ${bill.fixed}, export credit −${bill.exportCredit})`;
}

function pvLine(pv: PvBlock): string {
  const from =
    pv.source === 'weather'
      ? `the weather file, on UTC${pv.timezoneHours! >= 0 ? '+' : ''}${pv.timezoneHours}`
      : 'the --pv file';
  return `pv: ${pv.annualKwh} kWh a year from ${from}, peak ${pv.peakKw} kW, at ${pv.stepMinutes}-minute steps`;
}

function storageLines(storage: StorageBlock): string[] {
  const { annual: a, battery: b } = storage;
  const lines = [
    `storage: ${storage.strategy.kind}, ${b.usableCapacityKwh} kWh usable, ${b.powerKw} kW, round trip ${b.roundTripEfficiency}, reserve ${b.reserveKwh} kWh`,
    `  pv ${a.pv} kWh: to load ${a.pvToLoad}, to battery ${a.pvToBattery}, to grid ${a.pvToGrid}, curtailed ${a.curtailed} (${storage.curtailedWithoutBatteryKwh} without the battery)`,
    `  load ${a.load} kWh: from pv ${a.pvToLoad}, from battery ${a.batteryToLoad}, from grid ${a.gridToLoad}; grid to battery ${a.gridToBattery}`,
    `  ${storage.equivalentFullCycles} equivalent full cycles, ${storage.throughputKwh} kWh drawn from the cells, losses ${a.batteryLosses} kWh`,
  ];
  if (storage.importOverLimit.steps > 0)
    lines.push(
      `  ${storage.importOverLimit.steps} steps import above the limit, up to ${storage.importOverLimit.highestKw} kW`,
    );
  if (storage.targetsKw) lines.push(`  monthly import targets [kW]: ${storage.targetsKw.join(' ')}`);
  if (storage.bill) {
    lines.push(`  bill of the first year (${storage.bill.currency}):`);
    lines.push(billLine('without PV', storage.bill.withoutPv));
    lines.push(billLine('with PV', storage.bill.withPv));
    lines.push(billLine('with PV and battery', storage.bill.withPvAndBattery));
  }
  return lines;
}

/** The run as text. */
export function formatStorageText(output: StorageRunOutput): string {
  const lines = [formatLoadText(output.load)];
  if (output.pv) lines.push(pvLine(output.pv));
  const sc = output.selfConsumption;
  if (sc) {
    lines.push(
      `self-consumption: ${sc.selfConsumedKwh} kWh of ${sc.pvKwh} used on site (${percent(sc.selfConsumptionRatio)}), ${sc.exportedKwh} exported, ${sc.curtailedKwh} curtailed`,
      `  load ${sc.loadKwh} kWh: ${sc.importedKwh} imported; self-sufficiency ${percent(sc.selfSufficiency)}`,
    );
  }
  if (output.bill) {
    lines.push(`bill of the first year (${output.bill.currency}):`);
    lines.push(billLine('without PV', output.bill.withoutPv));
    lines.push(billLine('with PV', output.bill.withPv));
  }
  if (output.storage) lines.push(...storageLines(output.storage));
  return lines.join('\n');
}
