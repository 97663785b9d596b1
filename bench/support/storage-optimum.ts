/**
 * The perfect-foresight optimum of a storage year (tests and bench only, never shipped): the
 * least bill over the year with every step's PV and load known, as one linear programme solved
 * by HiGHS (the `highs` package, docs/decisions/0049-highs-for-the-dispatch-optimum.md) [TAR-12].
 *
 * Variables per step t (kW, Δt the step in h): grid to battery g, battery to load d (deficit
 * steps), PV to battery b and PV to grid e (surplus steps), stored energy s [kWh]; per month the
 * peak import P_m when the tariff has a demand charge.
 *   min Σ Δt·p_t·(g_t − d_t) − Σ Δt·x_t·e_t + Σ_m c·P_m
 *   s_t − s_{t−1} − Δt·η·(b_t + g_t) + Δt·d_t/η = 0   (s_{−1} = reserve)
 *   b_t + e_t ≤ S_t; b_t + g_t ≤ P_charge; g_t − d_t − P_m ≤ −D_t
 *   0 ≤ d_t ≤ min(D_t, P_discharge); 0 ≤ b_t ≤ S_t; 0 ≤ e_t ≤ export limit;
 *   0 ≤ g_t ≤ min(P_charge, import limit − D_t) (0 without grid charging); reserve ≤ s_t ≤ C
 * The same bounds as the strategies (shared/storage/step.ts). The whole year is one LP (a 15-minute
 * year, about 110 k columns, solves in tens of seconds), so no month chaining bounds the optimum.
 *
 * One rule of the strategies is left out: a step cannot import to the battery and export PV at
 * once. Where the export price exceeds the import price the LP may do both; it is then a
 * relaxation (its bill a lower bound of the true optimum's). Netting the two in each step (the
 * battery takes the PV instead) gives a physical dispatch; its bill bounds the optimum from above.
 * Both are answered, and shares are taken of the lower bound's saving (the harder figure).
 */
import type { ResolvedBattery } from '@pvd/shared/storage/battery';
import { createFlows, gridImportKw, type StorageFlows } from '@pvd/shared/storage/flows';
import { type Bill, billOfSteps } from '@pvd/shared/tariff/bill';
import type { StepTariff } from '@pvd/shared/tariff/steps';
import loadHighs from 'highs';

/** What the LP is given. */
export interface OptimumInput {
  /** [kW] */
  pvKw: ArrayLike<number>;
  /** [kW] */
  loadKw: ArrayLike<number>;
  prices: StepTariff;
  battery: ResolvedBattery;
  gridCharging: boolean;
  /** [kW], default none. */
  exportLimitKw?: number;
  /** [kW], default none. */
  importLimitKw?: number;
  /** HiGHS's LP method; 'ipm' is faster on a 15-minute year. */
  solver?: 'choose' | 'simplex' | 'ipm';
}

/** The optimum's flows and bills. */
export interface Optimum {
  /** The LP's flows (may import to the battery while exporting PV, see above). */
  flows: StorageFlows;
  /** Bill of the LP's flows: a lower bound of the optimum's. */
  bill: Bill;
  /** Bill after netting import and export in each step: an upper bound of the optimum's. */
  nettedBill: Bill;
  /** Solve time. [ms] */
  solveMs: number;
}

let highsPromise: ReturnType<typeof loadHighs> | undefined;

/** Builder of a sparse LP row by row. */
class LpBuilder {
  cost: number[] = [];
  lower: number[] = [];
  upper: number[] = [];
  rowLower: number[] = [];
  rowUpper: number[] = [];
  starts: number[] = [0];
  indices: number[] = [];
  values: number[] = [];

  col(cost: number, lower: number, upper: number): number {
    this.cost.push(cost);
    this.lower.push(lower);
    this.upper.push(upper);
    return this.cost.length - 1;
  }

  row(entries: [number, number][], lower: number, upper: number): void {
    for (const [index, value] of entries) {
      this.indices.push(index);
      this.values.push(value);
    }
    this.starts.push(this.indices.length);
    this.rowLower.push(lower);
    this.rowUpper.push(upper);
  }
}

/** Column indices of each step (−1: none). */
interface StepColumns {
  g: Int32Array;
  d: Int32Array;
  b: Int32Array;
  e: Int32Array;
  s: Int32Array;
}

function buildLp(input: OptimumInput, inf: number) {
  const { pvKw, loadKw, prices, battery: bat } = input;
  const steps = pvKw.length;
  const dt = prices.stepHours;
  const exportLimit = input.exportLimitKw ?? inf;
  const importLimit = input.importLimitKw ?? inf;
  const lp = new LpBuilder();
  const cols: StepColumns = {
    g: new Int32Array(steps).fill(-1),
    d: new Int32Array(steps).fill(-1),
    b: new Int32Array(steps).fill(-1),
    e: new Int32Array(steps).fill(-1),
    s: new Int32Array(steps),
  };
  const demand = prices.demandChargePerKwMonth;
  const peak = Array.from({ length: 12 }, () => (demand > 0 ? lp.col(demand, 0, inf) : -1));
  for (let t = 0; t < steps; t++) {
    const pv = Math.max(pvKw[t]!, 0);
    const surplus = Math.max(pv - loadKw[t]!, 0);
    const deficit = Math.max(loadKw[t]! - pv, 0);
    const p = prices.importPrice[t]!;
    const gridCap = input.gridCharging ? Math.max(0, Math.min(bat.maxChargeKw, importLimit - deficit)) : 0;
    if (gridCap > 0) cols.g[t] = lp.col(dt * p, 0, gridCap);
    if (deficit > 0 && bat.maxDischargeKw > 0)
      cols.d[t] = lp.col(-dt * p, 0, Math.min(deficit, bat.maxDischargeKw));
    if (surplus > 0) {
      cols.b[t] = lp.col(0, 0, Math.min(surplus, bat.maxChargeKw));
      cols.e[t] = lp.col(-dt * prices.exportPrice[t]!, 0, Math.min(surplus, exportLimit));
    }
    cols.s[t] = lp.col(0, bat.reserveKwh, bat.capacityKwh);
    const balance: [number, number][] = [[cols.s[t]!, 1]];
    if (t > 0) balance.push([cols.s[t - 1]!, -1]);
    if (cols.g[t]! >= 0) balance.push([cols.g[t]!, -dt * bat.eta]);
    if (cols.b[t]! >= 0) balance.push([cols.b[t]!, -dt * bat.eta]);
    if (cols.d[t]! >= 0) balance.push([cols.d[t]!, dt / bat.eta]);
    const start = t === 0 ? bat.reserveKwh : 0;
    lp.row(balance, start, start);
    if (cols.b[t]! >= 0)
      lp.row(
        [
          [cols.b[t]!, 1],
          [cols.e[t]!, 1],
        ],
        -inf,
        surplus,
      );
    if (cols.b[t]! >= 0 && cols.g[t]! >= 0)
      lp.row(
        [
          [cols.b[t]!, 1],
          [cols.g[t]!, 1],
        ],
        -inf,
        bat.maxChargeKw,
      );
    const m = peak[prices.month[t]!]!;
    if (m >= 0) {
      const row: [number, number][] = [[m, -1]];
      if (cols.g[t]! >= 0) row.push([cols.g[t]!, 1]);
      if (cols.d[t]! >= 0) row.push([cols.d[t]!, -1]);
      lp.row(row, -inf, -deficit);
    }
  }
  return { lp, cols };
}

/** Flows of the LP's solution `x`, netted or as solved. */
function flowsOf(input: OptimumInput, cols: StepColumns, x: Float64Array, netted: boolean): StorageFlows {
  const steps = input.pvKw.length;
  const flows = createFlows(steps);
  const at = (col: number) => (col >= 0 ? Math.max(x[col]!, 0) : 0);
  for (let t = 0; t < steps; t++) {
    const pv = Math.max(input.pvKw[t]!, 0);
    const load = input.loadKw[t]!;
    const surplus = Math.max(pv - load, 0);
    let g = at(cols.g[t]!);
    let b = Math.min(at(cols.b[t]!), surplus);
    let e = Math.min(at(cols.e[t]!), surplus - b);
    if (netted) {
      const both = Math.min(g, e);
      g -= both;
      e -= both;
      b += both;
    }
    const d = at(cols.d[t]!);
    flows.pvToLoad[t] = Math.min(pv, load);
    flows.pvToBattery[t] = b;
    flows.pvToGrid[t] = e;
    flows.pvCurtailed[t] = surplus - b - e;
    flows.batteryToLoad[t] = d;
    flows.gridToLoad[t] = Math.max(load - pv, 0) - d;
    flows.gridToBattery[t] = g;
    flows.socKwh[t] = x[cols.s[t]!]!;
  }
  return flows;
}

/**
 * The least bill of the year with the battery, by one LP.
 *
 * @throws Error when HiGHS does not answer an optimum.
 */
export async function storageOptimum(input: OptimumInput): Promise<Optimum> {
  highsPromise ??= loadHighs();
  const highs = await highsPromise;
  const inf = highs.infinity;
  const started = performance.now();
  const { lp, cols } = buildLp(input, inf);
  const model = highs.createModel({
    numCols: lp.cost.length,
    numRows: lp.rowLower.length,
    colCost: lp.cost,
    colLower: lp.lower,
    colUpper: lp.upper,
    rowLower: lp.rowLower,
    rowUpper: lp.rowUpper,
    matrix: {
      format: 'csr',
      numRows: lp.rowLower.length,
      numCols: lp.cost.length,
      starts: lp.starts,
      indices: lp.indices,
      values: lp.values,
    },
  });
  try {
    model.options.set({ output_flag: false, solver: input.solver ?? 'choose' });
    model.run();
    const status = model.getModelStatus();
    if (status !== highs.constants.modelStatus.optimal)
      throw new Error(`HiGHS ended with model status ${status}`);
    const x = model.getSolution().colValue;
    const solveMs = performance.now() - started;
    const flows = flowsOf(input, cols, x, false);
    const netted = flowsOf(input, cols, x, true);
    return {
      flows,
      bill: billOfSteps(input.prices, gridImportKw(flows), flows.pvToGrid),
      nettedBill: billOfSteps(input.prices, gridImportKw(netted), netted.pvToGrid),
      solveMs,
    };
  } finally {
    model.dispose();
  }
}
