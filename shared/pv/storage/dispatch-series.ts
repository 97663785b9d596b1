/**
 * The hourly energy flows of a battery dispatch (dispatch.ts writes them, self-use.ts sums them):
 * one value per hour and flow.
 */
import { HOURS_PER_YEAR } from '../civil-calendar';

/** Hourly flows, one value per hour. All energies [kWh] over the hour. */
export interface DispatchSeries {
  /** PV used by the load in the same hour. [kWh] */
  pvToLoad: Float64Array;
  /** PV sent to the battery (before the charging loss). [kWh] */
  pvToBattery: Float64Array;
  /** Energy the battery delivers to the load (after the discharging loss). [kWh] */
  batteryToLoad: Float64Array;
  /** PV fed into the grid. [kWh] */
  pvToGrid: Float64Array;
  /** Load served by the grid. [kWh] */
  gridToLoad: Float64Array;
  /** Charging and discharging losses. [kWh] */
  batteryLosses: Float64Array;
  /** Energy stored at the end of the hour, 0 to the usable capacity. [kWh] */
  stateOfCharge: Float64Array;
}

/** Empty hourly series for `hours` hours, to pass to `dispatchBattery` again and again. */
export function createDispatchSeries(hours = HOURS_PER_YEAR): DispatchSeries {
  return {
    pvToLoad: new Float64Array(hours),
    pvToBattery: new Float64Array(hours),
    batteryToLoad: new Float64Array(hours),
    pvToGrid: new Float64Array(hours),
    gridToLoad: new Float64Array(hours),
    batteryLosses: new Float64Array(hours),
    stateOfCharge: new Float64Array(hours),
  };
}
