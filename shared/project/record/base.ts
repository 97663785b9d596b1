/**
 * The base-info step's sections of a project, projectBase and mapLocation [WIZ-2], with the
 * capacity conversion [PRJ-7].
 */
import * as z from 'zod';
import { boundedNumber } from '../../api/bounded-number';
import { climateSource } from '../../api/climate';
import { idField, requiredTextField, textField } from '../../api/common-fields';
import { PROJECT_LIMITS } from '../../constants/limits';
import { rounded } from '../../numbers/rounding';

/** Project types [PRJ-1]: 0 grid-connected, 1 energy storage. */
export const ProjectType = { gridConnected: 0, energyStorage: 1 } as const;
export type ProjectType = (typeof ProjectType)[keyof typeof ProjectType];

/** Capacity units [PRJ-7]: 1 kW, 2 MW; 1 MW = 1000 kW. */
export const CapacityUnit = { kW: 1, MW: 2 } as const;
export type CapacityUnit = (typeof CapacityUnit)[keyof typeof CapacityUnit];

/** The map a project's coordinates were picked on; Baidu's are BD-09 (converted before the engine). */
export const MAP_WAYS = ['Google', 'Baidu'] as const;
export type MapWay = (typeof MAP_WAYS)[number];

/**
 * Capacity in kW from a value in its unit, 3 decimals [PRJ-7]. [kW]
 *
 * @example
 * capacityInKw(1.23456, CapacityUnit.MW); // 1234.56
 */
export function capacityInKw(value: number, unit: CapacityUnit): number {
  return rounded(unit === CapacityUnit.MW ? value * 1000 : value, 'enteredCapacityKw');
}

/** A capacity in kW shown in `unit`, 3 decimals (the inverse of {@link capacityInKw}). */
export function capacityInUnit(kw: number, unit: CapacityUnit): number {
  return rounded(unit === CapacityUnit.MW ? kw / 1000 : kw, 'enteredCapacityKw');
}

/** projectBase as the editor sends it; `proType` comes from the call, images from their own calls. */
export const projectBaseInput = z
  .object({
    proName: requiredTextField(100, 'checkProNameFail'),
    proOwnerName: requiredTextField(100, 'checkProOwnerNameFail'),
    /** Installation capacity in `proCapacityUnit`; minimum 0, step 0.001. [kW or MW] */
    proCapacity: boundedNumber(0, PROJECT_LIMITS.capacityKw, { requiredKey: 'checkProCapacityFail' }),
    proCapacityUnit: z
      .union([z.literal(CapacityUnit.kW), z.literal(CapacityUnit.MW)], { error: 'invalidValue' })
      .default(CapacityUnit.kW),
    /** When sent, it must be the type of the call (create/edit grid-connected or storage). */
    proType: z.union([z.literal(0), z.literal(1)], { error: 'invalidValue' }).optional(),
  })
  .refine((base) => capacityInKw(base.proCapacity, base.proCapacityUnit) <= PROJECT_LIMITS.capacityKw, {
    error: 'tooLarge',
    path: ['proCapacity'],
  });
export type ProjectBaseInput = z.output<typeof projectBaseInput>;

/** Ambient temperature of the site: −50..80 °C [WIZ-2]. [°C] */
const temperature = () =>
  boundedNumber(-50, 80, { minKey: 'temperatureOutOfRange', maxKey: 'temperatureOutOfRange' });

/** Defaults when the location gave none: 30, −10, 15 °C [WIZ-13]. */
export const DEFAULT_TEMPERATURES_C = { max: 30, min: -10, avg: 15 } as const;

/** Default map centre (Beijing [WIZ-13]) and zoom. */
export const DEFAULT_MAP = { longitude: 116.41, latitude: 39.91, zoom: 10 } as const;

/**
 * mapLocation: address and coordinates are required (0 counts as present [WIZ-2]), the
 * temperatures ordered min ≤ average ≤ max, the best angles those the location answered.
 */
export const mapLocationInput = z
  .object({
    proAddress: requiredTextField(300, 'checkProAddressFail'),
    /** [°] east positive; sent as text, as the API always has [WIZ-2]. */
    proLongitude: boundedNumber(-180, 180, { text: true, requiredKey: 'checkProLongitudeFail' }),
    /** [°] north positive. */
    proLatitude: boundedNumber(-90, 90, { text: true, requiredKey: 'checkProLatitudeFail' }),
    proMapWay: z.enum(MAP_WAYS, { error: 'invalidValue' }).nullish(),
    proMapZoom: boundedNumber(1, 21, { integer: true }).default(DEFAULT_MAP.zoom),
    /** [°C] */
    proMaxTemperature: temperature().default(DEFAULT_TEMPERATURES_C.max),
    proMinTemperature: temperature().default(DEFAULT_TEMPERATURES_C.min),
    proAvgTemperature: temperature().default(DEFAULT_TEMPERATURES_C.avg),
    /** The location's best tilt. [°] */
    proBestTilt: boundedNumber(0, 90).nullish(),
    /** The location's best azimuth, clockwise from north (180 = south). [°] */
    proBestAzimuth: boundedNumber(0, 360).nullish(),
    /** A weather file of the owner to simulate with before any online source. */
    weatherFileId: idField.nullish(),
    /** The climate source the editor last showed (the report prints the one it computes with). */
    climateSource: climateSource.nullish(),
    /** Free text the place search found, kept for the report's address line. */
    proPlaceName: textField(300).nullish(),
  })
  .superRefine((location, ctx) => {
    const { proMinTemperature: min, proAvgTemperature: avg, proMaxTemperature: max } = location;
    if (min > max) ctx.addIssue({ code: 'custom', path: ['proMinTemperature'], message: 'rangeMinAboveMax' });
    else if (avg < min || avg > max) {
      ctx.addIssue({ code: 'custom', path: ['proAvgTemperature'], message: 'averageOutsideRange' });
    }
  });
export type MapLocationInput = z.output<typeof mapLocationInput>;
