/**
 * The command line's run of a load with PV, a tariff and a battery (scripts/simulate.ts,
 * simulate-storage*.ts) [TAR-6], [LOAD-4]: the options checked, a day's self-consumption worked by
 * hand at 15 and at 60 minutes, a storage day whose bills are worked by hand under the battery's
 * contract [TAR-9], the step file's columns, rows and balances, and the files refused with one
 * line. The engine's strategies are tested in tests/shared/storage; here, that the command line
 * reads, runs and reports them. Every fixture is written by this file.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { IntervalSeries } from '@pvd/shared/load/interval-series';
import { flatTariff } from '@pvd/shared/tariff/flat';
import type { Tariff } from '@pvd/shared/tariff/schema';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { cliBuildOptions } from '../../../scripts/build-cli';
import { parseSimulateArgs, SimulateUsageError, simulateFile } from '../../../scripts/simulate';
import { SimulateFileError } from '../../../scripts/simulate-load-options';
import { type StorageFileArgs, storageRunOfFiles } from '../../../scripts/simulate-storage';
import { STEP_CSV_COLUMNS } from '../../../scripts/simulate-storage-csv';
import { STORAGE_OPTIONS } from '../../../scripts/simulate-storage-options';
import { storageRun } from '../../../scripts/simulate-storage-run';
import { USAGE } from '../../../scripts/simulate-usage';

const repoRoot = resolve(import.meta.dirname, '..', '..', '..');
const folder = mkdtempSync(join(tmpdir(), 'simulate-storage-'));
const file = (name: string, text: string) => {
  writeFileSync(join(folder, name), text);
  return join(folder, name);
};

const START = Date.UTC(2023, 0, 1);
/**
 * A year of `time,kw` at `stepMinutes` from 1 January 2023: `kwOf(hour, minute)` on 1 January,
 * 0 on every other day (so the year's sums are the day's).
 */
function yearFile(name: string, stepMinutes: number, kwOf: (hour: number, minute: number) => number): string {
  const steps = (365 * 24 * 60) / stepMinutes;
  const rows = Array.from({ length: steps }, (_, i) => {
    const at = new Date(START + i * stepMinutes * 60_000);
    const firstDay = i * stepMinutes < 24 * 60;
    const kw = firstDay ? kwOf(at.getUTCHours(), at.getUTCMinutes()) : 0;
    return `${at.toISOString().slice(0, 16).replace('T', ' ')},${kw}`;
  });
  return file(name, `time,kw\n${rows.join('\n')}\n`);
}

/**
 * The day worked by hand: a 1 kW base load, 8 kW more in the first quarter of each hour from
 * 09:00 to 15:00 (a press), and 3 kW of PV from 08:00 to 16:00. At 60 minutes the same day is the
 * hourly means: 3 kW from 09:00 to 15:00, else 1 kW.
 */
const pvKw = (hour: number) => (hour >= 8 && hour < 16 ? 3 : 0);
const load15 = yearFile('load-15.csv', 15, (h, m) => 1 + (h >= 9 && h < 15 && m === 0 ? 8 : 0));
const pv15 = yearFile('pv-15.csv', 15, pvKw);
const load60 = yearFile('load-60.csv', 60, (h) => (h >= 9 && h < 15 ? 3 : 1));
const pv60 = yearFile('pv-60.csv', 60, pvKw);

const HOURS = Array.from({ length: 24 }, (_, h) => h);
/** Valley 00:00-08:00 at 0.3, peak 08:00-24:00 at 1.0, export 0.1, demand 10 per kW, fixed 5 a month. */
const TWO_PERIODS: Tariff = {
  name: 'two periods and a demand charge',
  currency: 'CNY',
  periods: { valley: { import: 0.3 }, peak: { import: 1 } },
  export: 0.1,
  weekday: Array.from({ length: 12 }, () => HOURS.map((h) => (h < 8 ? 'valley' : 'peak'))),
  demandChargePerKwMonth: 10,
  fixedPerMonth: 5,
};
const tariffFile = file('tariff.json', JSON.stringify(TWO_PERIODS));

function runArgs(argv: string[]): StorageFileArgs {
  const args = parseSimulateArgs(argv);
  if (!args.load || !args.run) throw new Error('not a run with a load');
  return {
    load: args.load,
    run: args.run,
    weatherFile: args.weatherFile,
    arrayOptions: args.options,
    json: true,
  };
}
const runFiles = (...argv: string[]) => storageRunOfFiles(runArgs(argv));

describe('simulate --load with PV, a tariff and a battery: arguments', () => {
  it('reads the battery, its strategy, the limits and the step file', () => {
    const args = parseSimulateArgs([
      ...['--load', 'm.csv', '--pv', 'pv.csv', '--tariff', 't.json', '--battery-kwh', '200'],
      ...['--battery-kw', '100', '--round-trip', '0.9', '--soc-min-kwh', '20', '--strategy', 'peak-shaving'],
      ...['--grid-charging', '--peak-target-kw', '350', '--export-limit-kw', '0', '--import-limit-kw', '630'],
      ...['--hourly-csv', 'out.csv', '--json'],
    ]);
    expect(args.run).toEqual({
      pv: { kind: 'file', file: 'pv.csv' },
      tariffFile: 't.json',
      battery: {
        usableCapacityKwh: 200,
        maxChargeKw: 100,
        maxDischargeKw: 100,
        roundTripEfficiency: 0.9,
        reserveKwh: 20,
      },
      strategy: { kind: 'peak-shaving', gridCharging: true, targetKw: 350 },
      limits: { exportLimitKw: 0, importLimitKw: 630 },
      csvFile: 'out.csv',
    });
  });

  it('runs --load with --weather and the array options; --load alone stays the file alone', () => {
    const args = parseSimulateArgs(['--load', 'm.csv', '--weather', 'w.epw', '--kwp', '5', '--tilt', '20']);
    expect(args.run).toMatchObject({ pv: { kind: 'weather' }, strategy: { kind: 'self-consumption' } });
    expect(args.options).toMatchObject({ dcCapacity: 5000, surfaceTilt: 20 });
    expect(parseSimulateArgs(['--load', 'm.csv']).run).toBeUndefined();
  });

  it.each([
    [
      ['--strategy', 'arbitrage', '--battery-kwh', '10', '--battery-kw', '5'],
      /--strategy must be one of self-consumption, time-of-use, peak-shaving, got 'arbitrage'/,
    ],
    [['--battery-kw', '5'], /--battery-kw goes with --battery-kwh C/],
    [['--battery-kwh', '10'], /--battery-kwh needs --battery-kw P/],
    [
      ['--battery-kwh', '10', '--battery-kw', '5', '--soc-min-kwh', '12'],
      /--soc-min-kwh must be a number from 0 to --battery-kwh \(10\), got '12'/,
    ],
    [
      ['--battery-kwh', '10', '--battery-kw', '5', '--round-trip', '85'],
      /--round-trip must be a number in \(0, 1\]/,
    ],
    [
      ['--battery-kwh', '10', '--battery-kw', '5', '--strategy', 'time-of-use'],
      /--strategy time-of-use needs --tariff FILE\.json/,
    ],
    [
      ['--battery-kwh', '10', '--battery-kw', '5', '--grid-charging'],
      /--grid-charging needs --strategy time-of-use or peak-shaving/,
    ],
    [
      ['--tariff', 't.json', '--battery-kwh', '10', '--battery-kw', '5', '--peak-target-kw', '9'],
      /--peak-target-kw goes with --strategy peak-shaving/,
    ],
    [['--pv', 'pv.csv', '--weather', 'w.epw'], /--pv FILE replaces --weather's PV/],
    [['--pv', 'pv.csv', '--tilt', '20'], /--tilt goes with --weather FILE/],
    [['--weather', 'w.epw', '--horizon', 'h.csv'], /--horizon does not apply with --load/],
    [['--export-limit-kw', '-1', '--pv', 'pv.csv'], /--export-limit-kw must be a number >= 0 kW, got '-1'/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseSimulateArgs(['--load', 'm.csv', ...argv])).toThrow(SimulateUsageError);
    expect(() => parseSimulateArgs(['--load', 'm.csv', ...argv])).toThrow(message);
  });

  it('names every option of the run in the help', () => {
    const missing = Object.keys(STORAGE_OPTIONS).filter((name) => !USAGE.includes(`--${name} `));
    expect(missing).toEqual([]);
  });

  it('refuses the run options without --load', () => {
    expect(() => parseSimulateArgs(['--weather', 'w.epw', '--tariff', 't.json'])).toThrow(
      /--tariff goes with --load FILE/,
    );
  });
});

describe('self-consumption of a day worked by hand (the command line’s code, --load and --pv files)', () => {
  it('at 15 minutes: the press’s quarters draw from the grid while the other quarters export', () => {
    // PV 8 h × 3 kW = 24 kWh; load 24 h × 1 kW + 6 quarters × 8 kW × 0.25 h = 36 kWh.
    // 26 light quarters of PV hours: 1 kW used, 2 kW exported → 26 × 0.25 = 6.5 kWh used, 13 exported;
    // 6 press quarters: 3 kW used, 6 kW imported → 4.5 kWh used, 9 imported; used 11 kWh.
    // Imported 16 night hours × 1 kW + 9 = 25 kWh. Ratio 11 / 24, sufficiency 11 / 36.
    const out = runFiles('--load', load15, '--pv', pv15);
    expect(out.pv).toEqual({ source: 'file', annualKwh: 24, peakKw: 3, stepMinutes: 15 });
    expect(out.selfConsumption).toEqual({
      pvKwh: 24,
      loadKwh: 36,
      selfConsumedKwh: 11,
      exportedKwh: 13,
      curtailedKwh: 0,
      importedKwh: 25,
      selfConsumptionRatio: 0.4583,
      selfSufficiency: 0.3056,
    });
    expect(out.bill).toBeUndefined();
    expect(out.storage).toBeUndefined();
  });

  it('at 60 minutes: the hour’s mean hides the press, and self-consumption looks 9 kWh larger', () => {
    // 09:00-15:00: 3 kW of load meet 3 kW of PV, all used (6 × 3 = 18 kWh); 08:00 and 15:00: 1 kW
    // used, 2 exported (2 + 4 kWh). Used 20, exported 4, imported 16 night kWh.
    const out = runFiles('--load', load60, '--pv', pv60);
    expect(out.selfConsumption).toEqual({
      pvKwh: 24,
      loadKwh: 36,
      selfConsumedKwh: 20,
      exportedKwh: 4,
      curtailedKwh: 0,
      importedKwh: 16,
      selfConsumptionRatio: 0.8333,
      selfSufficiency: 0.5556,
    });
  });

  it('with a tariff and a 1 kW export limit: the bills without and with PV, the rest curtailed', () => {
    // Export 2 kW capped at 1: 26 quarters × 1 kW × 0.25 = 6.5 kWh exported and 6.5 curtailed.
    // Without PV: valley 8 kWh × 0.3 + peak 28 kWh × 1 = 30.4; demand 9 kW × 10 in January (the
    // other months import nothing); fixed 12 × 5. With PV: valley 2.4 + peak (25 − 8) = 19.4;
    // January's peak import 6 kW (a press quarter: 9 − 3) → 60; credit 6.5 × 0.1.
    const out = runFiles('--load', load15, '--pv', pv15, '--tariff', tariffFile, '--export-limit-kw', '1');
    expect(out.selfConsumption).toMatchObject({ selfConsumedKwh: 11, exportedKwh: 6.5, curtailedKwh: 6.5 });
    expect(out.bill).toEqual({
      currency: 'CNY',
      withoutPv: { energy: 30.4, demand: 90, fixed: 60, exportCredit: 0, total: 180.4 },
      withPv: { energy: 19.4, demand: 60, fixed: 60, exportCredit: 0.65, total: 138.75 },
    });
  });
});

/** An hourly day from 1 January 2025 (a Wednesday: the weekday schedule). [kW] */
function day(kwAt: Record<number, number>): IntervalSeries {
  const kw = Float64Array.from(HOURS, (h) => kwAt[h] ?? 0);
  return { firstIntervalStart: '2025-01-01T00:00', stepMinutes: 60, kw };
}

describe('a storage day whose bills are worked by hand (self-consumption, two periods, a demand charge)', () => {
  // 10 kWh usable, 5 kW, round trip 0.81 (η = 0.9 each way), reserve 1 kWh: the day starts at 1.
  const battery = {
    usableCapacityKwh: 10,
    maxChargeKw: 5,
    maxDischargeKw: 5,
    roundTripEfficiency: 0.81,
    reserveKwh: 1,
  };
  const load = day({ 2: 2, 10: 2, 11: 1, 12: 1, 18: 6, 19: 4, 20: 3 });
  const pv = day({ 10: 8, 11: 6, 12: 4 });
  const { blocks, year } = storageRun({
    load,
    pv,
    hasPv: true,
    tariff: TWO_PERIODS,
    battery,
    strategy: { kind: 'self-consumption' },
    limits: {},
  });

  it('moves the energy as the contract says, step by step', () => {
    // 10:00 surplus 6: charge 5 (the power limit), soc 1 + 0.9 × 5 = 5.5, export 1.
    // 11:00 surplus 5: room (10 − 5.5) / 0.9 = 5, charge 5, soc 10. 12:00 surplus 3: full, export 3.
    // 18:00 deficit 6: discharge 5, soc 10 − 5 / 0.9 = 4.444, grid 1.
    // 19:00 deficit 4: (4.444 − 1) × 0.9 = 3.1 available, grid 0.9, soc 1. 20:00: grid 3.
    const f = year.flows;
    expect([f.pvToBattery[10], f.pvToGrid[10], f.socKwh[10]]).toEqual([5, 1, 5.5]);
    expect([f.pvToBattery[11], f.pvToGrid[11], f.socKwh[11]]).toEqual([5, 0, 10]);
    expect([f.pvToBattery[12], f.pvToGrid[12]]).toEqual([0, 3]);
    expect(f.batteryToLoad[18]).toBe(5);
    expect(f.socKwh[18]).toBeCloseTo(10 - 5 / 0.9, 12);
    expect(f.batteryToLoad[19]).toBeCloseTo(3.1, 12);
    expect(f.gridToLoad[19]).toBeCloseTo(0.9, 12);
    expect(f.socKwh[19]).toBeCloseTo(1, 12);
    expect(f.gridToLoad[20]).toBe(3);
  });

  it('sums the flows: PV 18 = 4 + 10 + 4; load 19 = 4 + 8.1 + 6.9', () => {
    expect(blocks.storage?.annual).toEqual({
      pv: 18,
      load: 19,
      pvToLoad: 4,
      pvToBattery: 10,
      pvToGrid: 4,
      curtailed: 0,
      batteryToLoad: 8.1,
      gridToLoad: 6.9,
      gridToBattery: 0,
      batteryLosses: 1.9,
    });
    // 8.1 / 0.9 = 9 kWh drawn from the cells, 0.9 cycles of the 10 kWh.
    expect(blocks.storage).toMatchObject({ equivalentFullCycles: 0.9, throughputKwh: 9 });
  });

  it('prices the three bills: energy by period, January’s peak import, one fixed charge, the credit', () => {
    // Without PV: valley 2 kWh × 0.3 = 0.6 + peak 17 kWh × 1 = 17.6; demand 6 kW × 10; fixed 5.
    // With PV: peak import 6 + 4 + 3 = 13 → 13.6; peak 6 kW → 60; export 6 + 5 + 3 = 14 kWh × 0.1.
    // With the battery: peak import 1 + 0.9 + 3 = 4.9 → 5.5; peak 3 kW → 30; export 4 kWh × 0.1.
    expect(blocks.storage?.bill).toEqual({
      currency: 'CNY',
      withoutPv: { energy: 17.6, demand: 60, fixed: 5, exportCredit: 0, total: 82.6 },
      withPv: { energy: 13.6, demand: 60, fixed: 5, exportCredit: 1.4, total: 77.2 },
      withPvAndBattery: { energy: 5.5, demand: 30, fixed: 5, exportCredit: 0.4, total: 40.1 },
    });
  });

  it('prints no bill without a tariff, and no self-consumption block with a battery', () => {
    const untariffed = storageRun({
      load,
      pv,
      hasPv: true,
      battery,
      strategy: { kind: 'self-consumption' },
      limits: {},
    });
    expect(untariffed.blocks.storage?.bill).toBeUndefined();
    expect(untariffed.blocks.storage?.annual.batteryToLoad).toBe(8.1);
    expect(untariffed.blocks.selfConsumption).toBeUndefined();
  });

  it('with a flat tariff the battery saves its discharge at the import price less the lost export', () => {
    const flat = storageRun({
      load,
      pv,
      hasPv: true,
      tariff: flatTariff(1, 0.1, 'CNY'),
      battery,
      strategy: { kind: 'self-consumption' },
      limits: {},
    });
    const bill = flat.blocks.storage!.bill!;
    // 8.1 kWh not imported at 1, 10 kWh not exported at 0.1.
    expect(bill.withPv.total - bill.withPvAndBattery.total).toBeCloseTo(8.1 - 1, 9);
  });
});

/** The rows of a step file, as numbers after the time. */
function csvRows(text: string): { header: string; times: string[]; rows: number[][] } {
  const [header, ...lines] = text.trimEnd().split('\n');
  const cells = lines.map((line) => line.split(','));
  return {
    header: header!,
    times: cells.map((c) => c[0]!),
    rows: cells.map((c) => c.slice(1).map(Number)),
  };
}

describe('--hourly-csv: one row per step with both balances', () => {
  it('writes 35,040 rows of a 15-minute year, the first step first, each balanced, the soc in bounds', () => {
    const out = join(folder, 'steps-15.csv');
    const result = runFiles(
      ...['--load', load15, '--pv', pv15, '--tariff', tariffFile, '--battery-kwh', '10', '--battery-kw', '5'],
      ...['--soc-min-kwh', '1', '--round-trip', '0.81', '--strategy', 'time-of-use', '--grid-charging'],
      ...['--export-limit-kw', '0.5', '--hourly-csv', out],
    );
    const { header, times, rows } = csvRows(readFileSync(out, 'utf8'));
    expect(header).toBe(STEP_CSV_COLUMNS.join(','));
    expect(header).toBe(
      'time,pv,load,pv_to_load,pv_to_battery,pv_to_grid,curtailed,battery_to_load,grid_to_load,grid_to_battery,soc',
    );
    expect(rows).toHaveLength(35_040);
    expect([times[0], times[1], times[35_039]]).toEqual([
      '2023-01-01T00:00',
      '2023-01-01T00:15',
      '2023-12-31T23:45',
    ]);
    let worstPv = 0;
    let worstLoad = 0;
    let socOut = 0;
    for (const [pv, load, toLoad, toBattery, toGrid, curtailed, fromBattery, fromGrid, , soc] of rows) {
      worstPv = Math.max(worstPv, Math.abs(pv! - (toLoad! + toBattery! + toGrid! + curtailed!)));
      worstLoad = Math.max(worstLoad, Math.abs(load! - (toLoad! + fromBattery! + fromGrid!)));
      if (soc! < 1 - 1e-6 || soc! > 10 + 1e-6) socOut++;
    }
    expect(worstPv).toBeLessThan(5e-6);
    expect(worstLoad).toBeLessThan(5e-6);
    expect(socOut).toBe(0);
    // The file's sums are the JSON's annual flows.
    const column = (name: string) =>
      rows.reduce((sum, row) => sum + row[STEP_CSV_COLUMNS.indexOf(name as never) - 1]!, 0);
    const annual = result.storage!.annual;
    expect(column('pv_to_battery')).toBeCloseTo(annual.pvToBattery, 2);
    expect(column('grid_to_battery')).toBeCloseTo(annual.gridToBattery, 2);
    expect(column('curtailed')).toBeCloseTo(annual.curtailed, 2);
    expect(annual.gridToBattery).toBeGreaterThan(0);
  });

  it('writes the flows of a run without a battery too, the battery’s columns 0', () => {
    const out = join(folder, 'steps-60.csv');
    runFiles('--load', load60, '--pv', pv60, '--hourly-csv', out);
    const { rows } = csvRows(readFileSync(out, 'utf8'));
    expect(rows).toHaveLength(8760);
    // 08:00: 3 kWh of PV, 1 used, 2 exported.
    expect(rows[8]).toEqual([3, 1, 1, 0, 2, 0, 0, 0, 0, 0]);
  });
});

describe('simulate --load with --weather: the engine’s PV at the load’s interval [LOAD-4]', () => {
  const weather = join(repoRoot, 'tests', 'shared', 'pv', 'weather', 'fixtures', 'greensboro-apr16-20.epw');

  it('keeps the engine’s energy and spreads each hour inside it', () => {
    const csv = join(folder, 'weather-steps.csv');
    const out = runFiles('--load', load15, '--weather', weather, '--kwp', '5', '--hourly-csv', csv);
    const engine = simulateFile(parseSimulateArgs(['--weather', weather, '--kwp', '5']));
    expect(out.pv).toMatchObject({ source: 'weather', stepMinutes: 15, timezoneHours: -5 });
    expect(out.pv!.annualKwh).toBeCloseTo(engine.energy.acAnnual, 3);
    // The weather's five April days land on the load's 16-20 April 2023, noon above the morning.
    const { times, rows } = csvRows(readFileSync(csv, 'utf8'));
    const pvAt = (time: string) => rows[times.indexOf(time)]![0]!;
    expect(pvAt('2023-04-16T12:00')).toBeGreaterThan(pvAt('2023-04-16T08:00'));
    expect(pvAt('2023-04-16T08:00')).toBeGreaterThan(0);
    expect(pvAt('2023-04-15T12:00')).toBe(0);
    // The day's PV is all exported: the load is 0 after 1 January.
    expect(out.selfConsumption).toMatchObject({ selfConsumedKwh: 0, exportedKwh: out.pv!.annualKwh });
  });
});

describe('files a run refuses, each with one line', () => {
  it('refuses a PV file at another interval than the load', () => {
    expect(() => runFiles('--load', load15, '--pv', pv60)).toThrow(SimulateFileError);
    expect(() => runFiles('--load', load15, '--pv', pv60)).toThrow(
      `--pv ${pv60} is at 60-minute steps and --load ${load15} at 15-minute ones: give the PV at the load's interval`,
    );
  });

  it('refuses a PV file of less than a year', () => {
    const week = file(
      'pv-week.csv',
      `time,kw\n${Array.from({ length: 8 * 96 }, (_, i) => `${new Date(START + i * 900_000).toISOString().slice(0, 16)},1`).join('\n')}\n`,
    );
    expect(() => runFiles('--load', load15, '--pv', week)).toThrow(
      /covers 8 days: a PV series must cover a whole year/,
    );
  });

  it('names the tariff’s missing fields and the rules it breaks', () => {
    const { weekday: _, ...noWeekday } = TWO_PERIODS;
    const missing = file(
      'no-weekday.json',
      JSON.stringify({ ...noWeekday, periods: { valley: {}, peak: { import: 1 } } }),
    );
    expect(() => runFiles('--load', load15, '--tariff', missing)).toThrow(
      `${missing} is not a tariff: periods.valley.import is missing; weekday is missing`,
    );
    const negative = file(
      'negative.json',
      JSON.stringify({ ...TWO_PERIODS, periods: { valley: { import: -1 }, peak: { import: 1 } } }),
    );
    expect(() => runFiles('--load', load15, '--tariff', negative)).toThrow(
      `${negative} is not a tariff: periods.valley.import: Cannot be less than 0`,
    );
    const undefinedPeriod = file(
      'flat-missing.json',
      JSON.stringify({ ...TWO_PERIODS, periods: { peak: { import: 1 } } }),
    );
    expect(() => runFiles('--load', load15, '--tariff', undefinedPeriod)).toThrow(
      /weekday\[0\]\[0\]: The schedule uses a period that is not defined; .* \(and \d+ more\)/,
    );
    expect(() => runFiles('--load', load15, '--tariff', file('not.json', '{'))).toThrow(/not JSON/);
    expect(() => runFiles('--load', load15, '--tariff', join(folder, 'none.json'))).toThrow(
      /--tariff file not found/,
    );
  });

  it('says where the step file cannot be written', () => {
    expect(() =>
      runFiles('--load', load60, '--pv', pv60, '--hourly-csv', join(folder, 'no', 'such', 'dir.csv')),
    ).toThrow(/cannot write --hourly-csv/);
  });
});

describe('simulate --load with a battery (the bundle, run by plain node)', () => {
  const bundle = join(mkdtempSync(join(tmpdir(), 'simulate-cli-storage-')), 'simulate.mjs');
  beforeAll(async () => {
    await build({ ...cliBuildOptions(bundle), metafile: false });
  }, 30_000);
  const run = (...argv: string[]) => spawnSync(process.execPath, [bundle, ...argv], { encoding: 'utf8' });

  it('prints the storage block as JSON and writes the step file', () => {
    const out = join(folder, 'bundle-steps.csv');
    const result = run(
      ...['--load', load15, '--pv', pv15, '--tariff', tariffFile, '--battery-kwh', '10', '--battery-kw', '5'],
      ...['--strategy', 'peak-shaving', '--grid-charging', '--hourly-csv', out, '--json'],
    );
    expect(result.status).toBe(0);
    const printed = JSON.parse(result.stdout);
    expect(Object.keys(printed)).toEqual(['load', 'pv', 'storage']);
    expect(Object.keys(printed.storage.bill)).toEqual([
      'currency',
      'withoutPv',
      'withPv',
      'withPvAndBattery',
    ]);
    expect(Object.keys(printed.storage.bill.withPvAndBattery)).toEqual([
      'energy',
      'demand',
      'fixed',
      'exportCredit',
      'total',
    ]);
    expect(printed.storage.bill.withPvAndBattery.total).toBeLessThan(printed.storage.bill.withPv.total);
    expect(printed.storage.targetsKw).toHaveLength(12);
    expect(readFileSync(out, 'utf8').split('\n')).toHaveLength(35_042);
  });

  it('prints the self-consumption and the bills as text', () => {
    const result = run('--load', load15, '--pv', pv15, '--tariff', tariffFile);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/self-consumption: 11 kWh of 24 used on site \(45\.8 %\), 13 exported/);
    expect(result.stdout).toMatch(
      /with PV: 138\.1 \(energy 19\.4, demand 60, fixed 60, export credit −1\.3\)/,
    );
  });

  it('exits with code 2 and one line, no stack, for a bad option or file', () => {
    for (const argv of [
      ['--load', load15, '--pv', pv60, '--json'],
      ['--load', load15, '--battery-kwh', '10', '--battery-kw', '5', '--strategy', 'arbitrage'],
      ['--load', load15, '--tariff', join(folder, 'none.json')],
    ]) {
      const result = run(...argv);
      expect(result.status).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
      expect(result.stderr).not.toMatch(/\bat \S+:\d+/);
    }
  });
});
