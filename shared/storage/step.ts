/**
 * One step of the battery under the contract of battery.ts [TAR-9]: what a strategy asks (charge
 * from PV, charge from the grid, discharge) clamped by the stored energy, the power limits and the
 * grid limits, and the flows that follow. Every strategy settles its steps here, so none can
 * break the contract.
 */
import type { ResolvedBattery } from './battery';
import type { StorageFlows } from './flows';

/** What a strategy asks of one step; each is an upper bound. [kW] */
export interface StepRequest {
  /** PV surplus to store (Infinity: all it can). */
  pvChargeKw: number;
  /** Grid energy to store. */
  gridChargeKw: number;
  /** Load to serve from the battery (Infinity: all it can). */
  dischargeKw: number;
}

/** The physical bounds of a step, fixed for the run. */
export interface StepBounds {
  battery: ResolvedBattery;
  /** [h] */
  dt: number;
  /** [kW] */
  exportLimitKw: number;
  /** [kW] */
  importLimitKw: number;
}

/**
 * Settles step `t`: writes its flows and returns the stored energy at its end. [kWh]
 *
 * @remarks
 * With S the PV surplus and D the deficit after PV serves the load, room = (C − soc)/(η·Δt) and
 * available = (soc − R)·η/Δt:
 * - PV to battery = min(S, asked, P_charge, room); grid to battery = min(asked, P_charge − PV
 *   charge, room − PV charge, import limit − D), only when nothing is discharged;
 * - discharge = min(D, asked, P_discharge, available) (never more than the load: no export);
 * - export = min(S − PV charge, export limit), the rest of S curtailed;
 * - soc += Δt·(η·charge − discharge/η), kept within [R, C] against rounding.
 * Charging and discharging are exclusive within a step: a surplus step only charges.
 */
export function settleStep(
  flows: StorageFlows,
  t: number,
  pvKw: number,
  loadKw: number,
  soc: number,
  request: StepRequest,
  bounds: StepBounds,
): number {
  const { battery: b, dt } = bounds;
  const pv = pvKw > 0 ? pvKw : 0;
  const direct = Math.min(pv, loadKw);
  const surplus = pv - direct;
  const deficit = loadKw - direct;
  let pvCharge = 0;
  let gridCharge = 0;
  let discharge = 0;
  if (surplus > 0 || request.dischargeKw <= 0 || deficit <= 0) {
    const room = (b.capacityKwh - soc) / (b.eta * dt);
    pvCharge = Math.max(0, Math.min(surplus, request.pvChargeKw, b.maxChargeKw, room));
    if (request.gridChargeKw > 0) {
      gridCharge = Math.max(
        0,
        Math.min(
          request.gridChargeKw,
          b.maxChargeKw - pvCharge,
          room - pvCharge,
          bounds.importLimitKw - deficit,
        ),
      );
    }
    if (pvCharge + gridCharge > 0) soc = Math.min(b.capacityKwh, soc + dt * (pvCharge + gridCharge) * b.eta);
  } else {
    const available = ((soc - b.reserveKwh) * b.eta) / dt;
    discharge = Math.max(0, Math.min(deficit, request.dischargeKw, b.maxDischargeKw, available));
    if (discharge > 0) soc = Math.max(b.reserveKwh, soc - dt * (discharge / b.eta));
  }
  const exported = Math.min(surplus - pvCharge, bounds.exportLimitKw);
  flows.pvToLoad[t] = direct;
  flows.pvToBattery[t] = pvCharge;
  flows.pvToGrid[t] = exported;
  flows.pvCurtailed[t] = surplus - pvCharge - exported;
  flows.batteryToLoad[t] = discharge;
  flows.gridToLoad[t] = deficit - discharge;
  flows.gridToBattery[t] = gridCharge;
  flows.socKwh[t] = soc;
  return soc;
}
