/**
 * A year of storage flows at the load's interval [TAR-9]: mean powers over each step [kW] and the
 * stored energy at each step's end [kWh].
 */

/** Flows of each step. Powers are means over the step [kW]; energy is power × the step. */
export interface StorageFlows {
  pvToLoad: Float64Array;
  /** Into the battery, before the charging loss. */
  pvToBattery: Float64Array;
  pvToGrid: Float64Array;
  /** PV neither used, stored nor exported (export limit, full battery). */
  pvCurtailed: Float64Array;
  /** Out of the battery to the load, after the discharging loss. */
  batteryToLoad: Float64Array;
  gridToLoad: Float64Array;
  /** Into the battery from the grid, before the charging loss. */
  gridToBattery: Float64Array;
  /** Stored energy at the end of each step. [kWh] */
  socKwh: Float64Array;
}

/** Empty flows of `steps` steps. */
export function createFlows(steps: number): StorageFlows {
  return {
    pvToLoad: new Float64Array(steps),
    pvToBattery: new Float64Array(steps),
    pvToGrid: new Float64Array(steps),
    pvCurtailed: new Float64Array(steps),
    batteryToLoad: new Float64Array(steps),
    gridToLoad: new Float64Array(steps),
    gridToBattery: new Float64Array(steps),
    socKwh: new Float64Array(steps),
  };
}

/** Grid import of each step: to the load + to the battery. [kW] */
export function gridImportKw(flows: StorageFlows): Float64Array {
  return flows.gridToLoad.map((kw, t) => kw + flows.gridToBattery[t]!);
}
