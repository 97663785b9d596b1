/**
 * The derived products of a climate year (monthly and annual GHI, temperature extremes, the best
 * orientation), as the climate cache and the weather files store them. The schema lives with the
 * entities that read it; `climate/climate-data.ts` computes the products.
 */
import * as z from 'zod';

/** A number that may be stored as null (JSON has no NaN). */
const storedNumber = z
  .number()
  .nullable()
  .transform((value) => value ?? Number.NaN);

/** The derived products of a climate year, as stored (JSON) and as used. */
export const climateDerivedSchema = z.object({
  /** Global horizontal irradiation Jan..Dec. [kWh/m²] */
  ghiMonthly: z.array(storedNumber).length(12),
  /** [kWh/m²] */
  ghiAnnual: storedNumber,
  /** Lowest, mean and highest hourly air temperature. [°C] */
  tempMin: storedNumber,
  tempMean: storedNumber,
  tempMax: storedNumber,
  /** Orientation with the most annual plane-of-array irradiation (Perez, albedo 0.2). */
  best: z.object({ surfaceTilt: z.number(), surfaceAzimuth: z.number(), poaAnnual: z.number() }),
});
export type ClimateDerived = z.output<typeof climateDerivedSchema>;
