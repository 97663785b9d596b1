/**
 * How a household's energy is spread over the hours of a day.
 */

/**
 * Typical residential hourly load shape: share of a day's energy used in each hour, 00:00-01:00
 * first; the 24 shares sum to 1 (to 5 decimals).
 *
 * @remarks
 * Derived from the BDEW standard load profile for households H25 (quarter-hour values per
 * month and day type): the four quarter-hours of each hour summed, averaged over the twelve
 * months weighted by their days and over day types weighted 5 workdays : 1 Saturday :
 * 1 Sunday/holiday, then normalised to a sum of 1. Morning rise from 06:00, a midday plateau
 * and the evening peak at 18:00-20:00 (about 6 % per hour) against a night minimum near 2.4 %.
 * The month-to-month level comes from the user's monthly consumption, so only the daily shape
 * is taken from the profile.
 * Reference: BDEW Bundesverband der Energie- und Wasserwirtschaft, "Standardlastprofile Strom:
 * H25", Berlin, 2025 (successor of the VDEW H0 profile: VDEW, "Repräsentative VDEW-Lastprofile",
 * M-28/99, Frankfurt am Main, 1999); data as published in oemof/demandlib (h25.csv).
 */
export const RESIDENTIAL_HOURLY_LOAD_SHAPE: readonly number[] = [
  0.03047, 0.02625, 0.02455, 0.02417, 0.02499, 0.02789, 0.03434, 0.03839, 0.03956, 0.04071, 0.0421, 0.046,
  0.04674, 0.04482, 0.04315, 0.04344, 0.0467, 0.0541, 0.06081, 0.06223, 0.05898, 0.0539, 0.04757, 0.0381,
];

/** Flat shape: the same energy in every hour of a period. */
export const FLAT_HOURLY_LOAD_SHAPE: readonly number[] = new Array<number>(24).fill(1 / 24);
