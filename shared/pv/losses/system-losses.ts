/**
 * The user's system losses and their defaults [WIZ-10], and how
 * they combine with the physical models.
 *
 * How nothing is counted twice: the engine always models the incidence-angle loss (an IAM
 * model on the beam) and the temperature loss (a cell temperature model with the panel's
 * coefficient), unless the user chooses `angleAndThermalFrom: 'percentages'`:
 * - 'models' (default): the IAM and temperature models give those two losses; the user's
 *   incidence-angle and thermal percentages are applied on top as extra flat losses. The
 *   defaults [WIZ-10] (0.05 % and 0 %) then change almost nothing, as intended for a residual.
 * - 'percentages': the IAM model is replaced by IAM = 1 and the cells are held at 25 °C, so the
 *   user's two percentages are the whole incidence-angle and thermal losses (the old
 *   product's behaviour, for users who take those figures from another study).
 * Every other loss is a flat percentage of the energy, applied in the loss step's order [WIZ-10]:
 * incidence angle, soiling, thermal, LID, module quality, mismatch, DC line, (inverter), AC
 * line, unavailability. Ageing acts per year over the equipment life (see ageing.ts).
 */

/** Where the incidence-angle and thermal losses come from (see the module comment). */
export type AngleAndThermalLossSource = 'models' | 'percentages';

/** System losses in percent (ageing in percent per year). */
export interface SystemLosses {
  /** Incidence-angle loss [%]; extra to the IAM model unless `angleAndThermalFrom` is 'percentages'. */
  incidenceAngle: number;
  /** Soiling [%]. */
  soiling: number;
  /** Thermal loss [%]; extra to the temperature model unless `angleAndThermalFrom` is 'percentages'. */
  thermal: number;
  /** Light-induced degradation [%]. */
  lightInducedDegradation: number;
  /** Module quality (nameplate tolerance) [%]. */
  moduleQuality: number;
  /** Mismatch [%]. */
  mismatch: number;
  /** DC cable loss [%] (from the string design; per inverter input when given there). */
  dcLine: number;
  /** AC cable loss [%] (per inverter when given there). */
  acLine: number;
  /** System unavailability [%]. */
  unavailability: number;
  /** Component ageing [%/year]. */
  ageingPerYear: number;
  /** Source of the incidence-angle and thermal losses; default 'models'. */
  angleAndThermalFrom: AngleAndThermalLossSource;
}

/** The defaults [WIZ-10]: incidence 0.05, soiling 3, thermal 0, LID 2, ageing 0.6 %/yr. */
export const DEFAULT_SYSTEM_LOSSES: Readonly<SystemLosses> = Object.freeze({
  incidenceAngle: 0.05,
  soiling: 3,
  thermal: 0,
  lightInducedDegradation: 2,
  moduleQuality: 0,
  mismatch: 0,
  dcLine: 0,
  acLine: 0,
  unavailability: 0,
  ageingPerYear: 0.6,
  angleAndThermalFrom: 'models',
});

/** No flat losses and no ageing (the physical models still apply). */
export const NO_SYSTEM_LOSSES: Readonly<SystemLosses> = Object.freeze({
  incidenceAngle: 0,
  soiling: 0,
  thermal: 0,
  lightInducedDegradation: 0,
  moduleQuality: 0,
  mismatch: 0,
  dcLine: 0,
  acLine: 0,
  unavailability: 0,
  ageingPerYear: 0,
  angleAndThermalFrom: 'models',
});

/** The loss step's systemLoss record [WIZ-10] as the API carries it (field names kept). [%] */
export interface SpecSystemLoss {
  incidenceanglelosses?: number | null;
  soilinglosses?: number | null;
  thermallosses?: number | null;
  lidlosses?: number | null;
  modulequalitylosses?: number | null;
  mismatchlosses?: number | null;
  systemunavailabilityloss?: number | null;
  componentagingdecay?: number | null;
}

/**
 * Maps the loss step's systemLoss record to {@link SystemLosses}; a null record, or a missing
 * field, takes its default [WIZ-10]. Cable losses come from the string design, not this record.
 * @param record the project's systemLoss (null means defaults)
 * @param cables DC and AC line loss [%] computed from the string design
 */
export function systemLossesFromSpec(
  record: SpecSystemLoss | null | undefined,
  cables: { dcLine?: number; acLine?: number } = {},
): SystemLosses {
  const d = DEFAULT_SYSTEM_LOSSES;
  const r = record ?? {};
  return {
    incidenceAngle: r.incidenceanglelosses ?? d.incidenceAngle,
    soiling: r.soilinglosses ?? d.soiling,
    thermal: r.thermallosses ?? d.thermal,
    lightInducedDegradation: r.lidlosses ?? d.lightInducedDegradation,
    moduleQuality: r.modulequalitylosses ?? d.moduleQuality,
    mismatch: r.mismatchlosses ?? d.mismatch,
    dcLine: cables.dcLine ?? d.dcLine,
    acLine: cables.acLine ?? d.acLine,
    unavailability: r.systemunavailabilityloss ?? d.unavailability,
    ageingPerYear: r.componentagingdecay ?? d.ageingPerYear,
    angleAndThermalFrom: d.angleAndThermalFrom,
  };
}

/**
 * Sum of the loss percentages, which must stay under 100 % [WIZ-10], ageing excluded.
 * @returns [%]
 */
export function totalLossPercent(losses: SystemLosses): number {
  return (
    losses.incidenceAngle +
    losses.soiling +
    losses.thermal +
    losses.lightInducedDegradation +
    losses.moduleQuality +
    losses.mismatch +
    losses.dcLine +
    losses.acLine +
    losses.unavailability
  );
}

/** Remaining fraction after a loss in percent. [-] */
export function keptFraction(lossPercent: number): number {
  return 1 - lossPercent / 100;
}
