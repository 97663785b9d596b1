/**
 * The input fixture of pvlib-python's tests/test_irradiance.py (Tucson AZ, 32.2° N 111° W,
 * 700 m, 2014-06-24 at 00, 06, 12, 18 h local time): irradiance, solar position, extraterrestrial
 * irradiance and relative air mass, hard-coded there as here. The first record is night.
 */
export const PVLIB_FIXTURE = {
  ghi: [0, 79.73860422, 1042.48031487, 257.20751138],
  dni: [0, 316.1949056, 939.95469881, 646.22886049],
  dhi: [0, 40.46149818, 118.45831879, 62.03376265],
  apparentZenith: [124.0390863, 82.85457044, 10.56413562, 72.41687122],
  azimuth: [352.69550699, 66.71410338, 144.76567754, 287.04104128],
  dniExtra: 1321.1655834833093,
  airmassRelative: [Number.NaN, 7.58831596, 1.01688136, 3.27930443],
} as const;
