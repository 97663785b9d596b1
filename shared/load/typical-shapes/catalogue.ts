/**
 * The typical load shapes the product offers when there is no meter file [LOAD-3]: data files
 * (data/<id>.json, written by scripts/build-load-shapes.ts), each described with its source in
 * docs/load-shapes.md. Their names are in ids.ts.
 */
import coldStore from './data/cold-store.json';
import factoryOneShift from './data/factory-one-shift.json';
import factoryThreeShifts from './data/factory-three-shifts.json';
import factoryTwoShifts from './data/factory-two-shifts.json';
import hospital from './data/hospital.json';
import hotel from './data/hotel.json';
import office from './data/office.json';
import residential from './data/residential.json';
import retail from './data/retail.json';
import school from './data/school.json';
import type { TypicalShapeId } from './ids';
import type { TypicalShape } from './shape';

/** Every shape by its id. */
export const TYPICAL_SHAPES: Readonly<Record<TypicalShapeId, TypicalShape>> = {
  residential,
  office,
  retail,
  hotel,
  hospital,
  school,
  'factory-one-shift': factoryOneShift,
  'factory-two-shifts': factoryTwoShifts,
  'factory-three-shifts': factoryThreeShifts,
  'cold-store': coldStore,
};
