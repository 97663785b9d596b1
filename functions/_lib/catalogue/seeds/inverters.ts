/**
 * The inverter catalogue seeded on first start: the product belongs to one inverter maker, so
 * the models are that maker's ("PV-Sun", a fictional brand) in four series, with figures typical
 * of current string and hybrid inverters of their class (MPP windows, 13-40 A per MPPT, 97-99 %
 * efficiency, 1.3-1.5 DC/AC ratio):
 * - SUN-S: single-phase grid-connected, 3-10 kW;
 * - SUN-T: three-phase grid-connected, 10-110 kW (80 and 100 kW are independent-module models
 *   whose MPPT pairs must carry balanced strings: the 12-way and 16-way advice [WIZ-9]);
 * - SUN-H-LV / SUN-H-HV: hybrid storage, single-phase with 48 V batteries and three-phase with
 *   high-voltage batteries;
 * - SUN-US: split-phase 240/208 V models for the US (voltage type 3);
 * - SUN-CI / PCS-CI: commercial and industrial storage, three-phase hybrid inverters of 30-100 kW
 *   and power conversion systems of 125-250 kW with PV inputs (DC-coupled), for the LFP cabinets
 *   of 100-430 kWh (batteries.ts).
 * Every seed passes the form's own schema when the catalogue is seeded.
 */
import {
  type SystemInverterSpec,
  type SystemInverterSpecInput,
  systemInverterSpecSchema,
} from '@pvd/shared/catalogue/system-inverter';

interface Seed {
  model: string;
  series: string;
  storage?: boolean;
  phase: 1 | 3;
  us?: boolean;
  /** Rated AC power. [W] */
  power: number;
  /** Strings per MPPT, one entry per MPPT. */
  strings: number[];
  /** Max DC current per string input. [A] */
  amps: number;
  /** Max DC voltage and MPP window. [V] */
  vmax: number;
  mpp: [number, number];
  eff: [number, number];
  allAccess?: boolean;
  size: [number, number, number, number];
}

const slash = (values: readonly number[]) => values.join('/');
const round = (value: number, step = 1) => Number((Math.round(value / step) * step).toFixed(6));

function grid(seed: Seed) {
  if (seed.us) return { volt: '240/208', freq: '60', volRange: [211, 264], freqRange: [59.3, 60.5] };
  return seed.phase === 3
    ? { volt: '380/400', freq: '50/60', volRange: [320, 460], freqRange: [45, 65] }
    : { volt: '220/230/240', freq: '50/60', volRange: [160, 300], freqRange: [45, 65] };
}

function toSpec(seed: Seed): SystemInverterSpecInput {
  const ratio = seed.storage ? 1.5 : 1.3;
  const maxAc = round(seed.power * (seed.us ? 1 : 1.1), 100);
  const totalStrings = seed.strings.reduce((a, b) => a + b, 0);
  const perString = round((seed.power * ratio) / totalStrings, 100);
  const g = grid(seed);
  // Line current: P / (√3 · 400 V) for three phase, P / V for single and split phase.
  const currentDivisor = seed.phase === 3 ? Math.sqrt(3) * 400 : seed.us ? 240 : 220;
  return {
    modelname: seed.model,
    series: seed.series,
    us: seed.us ? '1' : '0',
    invertertype: seed.storage ? 2 : 1,
    mainsvoltype: seed.phase === 3 ? 'Three-Phase' : 'Single-Phase',
    protectionclass: seed.power >= 50_000 ? 'IP66' : 'IP65',
    sizelength: seed.size[0],
    sizewidth: seed.size[1],
    sizeheight: seed.size[2],
    weight: seed.size[3],
    maxeffec: seed.eff[0],
    europeeffec: seed.eff[1],
    maxdcpower: String(round(seed.power * ratio, 100)),
    maxdcvoltage: slash(seed.strings.map(() => seed.vmax)),
    maxdccurrent: slash(seed.strings.map((n) => n * seed.amps)),
    mppvoltagerangemin: seed.mpp[0],
    mppvoltagerangemax: seed.mpp[1],
    mpptcount: seed.strings.length,
    mppnumberofstrings: slash(seed.strings),
    maxmppt: slash(seed.strings.map((n) => n * perString)),
    gridconnectedvolrangemin: g.volRange[0]!,
    gridconnectedvolrangemax: g.volRange[1]!,
    gridconnectedfreqrangemin: g.freqRange[0]!,
    gridconnectedfreqrangemax: g.freqRange[1]!,
    nominalgridfrequency: g.freq,
    nominalgridvoltage: g.volt,
    ratedacoutputpower: seed.power,
    maxacpower: maxAc,
    maxaccurrent: round(maxAc / currentDivisor, 0.1),
    isneedallaccess: seed.allAccess ? '1' : '0',
    vendor: 'PV-Sun',
    maxshortcircuitcurrent: slash(seed.strings.map((n) => round(n * seed.amps * 1.25, 0.5))),
  };
}

const small: Seed['size'] = [330, 360, 160, 11.5];
const medium: Seed['size'] = [420, 460, 200, 18.5];
const hybrid1: Seed['size'] = [420, 680, 233, 24.5];
const hybrid3: Seed['size'] = [527, 894, 294, 52];
const ciHybrid: Seed['size'] = [700, 1000, 350, 110];
const ciPcs: Seed['size'] = [1000, 1900, 700, 420];
const ciPcsLarge: Seed['size'] = [1200, 2100, 850, 780];
const t = (model: string, power: number, strings: number[], size: Seed['size'], extra: Partial<Seed> = {}) =>
  ({
    model,
    series: 'SUN-T',
    phase: 3,
    power,
    strings,
    amps: 16,
    vmax: 1100,
    mpp: [200, 1000],
    eff: [98.7, 98.3],
    size,
    ...extra,
  }) as Seed;

// biome-ignore format: one model per line reads as the catalogue table it is
const seeds: Seed[] = [
  // SUN-S: single phase, grid-connected.
  { model: 'SUN-3K-G', series: 'SUN-S', phase: 1, power: 3000, strings: [1], amps: 13, vmax: 550, mpp: [80, 500], eff: [97.5, 96.8], size: small },
  { model: 'SUN-3.6K-G', series: 'SUN-S', phase: 1, power: 3600, strings: [1, 1], amps: 13, vmax: 550, mpp: [80, 500], eff: [97.6, 97.0], size: small },
  { model: 'SUN-4K-G', series: 'SUN-S', phase: 1, power: 4000, strings: [1, 1], amps: 13, vmax: 550, mpp: [80, 500], eff: [97.6, 97.0], size: small },
  { model: 'SUN-5K-G', series: 'SUN-S', phase: 1, power: 5000, strings: [1, 1], amps: 13, vmax: 550, mpp: [80, 500], eff: [97.8, 97.2], size: small },
  { model: 'SUN-6K-G', series: 'SUN-S', phase: 1, power: 6000, strings: [1, 1], amps: 13, vmax: 550, mpp: [80, 500], eff: [97.8, 97.2], size: small },
  { model: 'SUN-7K-G', series: 'SUN-S', phase: 1, power: 7000, strings: [2, 1], amps: 13, vmax: 600, mpp: [100, 550], eff: [97.9, 97.3], size: medium },
  { model: 'SUN-8K-G', series: 'SUN-S', phase: 1, power: 8000, strings: [2, 1], amps: 13, vmax: 600, mpp: [100, 550], eff: [97.9, 97.3], size: medium },
  { model: 'SUN-10K-G', series: 'SUN-S', phase: 1, power: 10000, strings: [2, 2], amps: 13, vmax: 600, mpp: [100, 550], eff: [98.0, 97.5], size: medium },
  // SUN-T: three phase, grid-connected.
  t('SUN-10K-G03', 10000, [1, 1], [470, 400, 190, 19], { amps: 13, vmax: 1000, mpp: [160, 850], eff: [98.3, 97.8] }),
  t('SUN-12K-G03', 12000, [1, 1], [470, 400, 190, 19], { amps: 13, vmax: 1000, mpp: [160, 850], eff: [98.3, 97.8] }),
  t('SUN-15K-G03', 15000, [2, 1], [470, 400, 190, 20], { amps: 13, vmax: 1000, mpp: [160, 850], eff: [98.5, 98.0] }),
  t('SUN-17K-G03', 17000, [2, 1], [470, 400, 190, 20], { amps: 13, vmax: 1000, mpp: [160, 850], eff: [98.5, 98.0] }),
  t('SUN-20K-G03', 20000, [2, 2], [470, 400, 190, 22], { amps: 13, vmax: 1000, mpp: [160, 850], eff: [98.6, 98.1] }),
  t('SUN-25K-G04', 25000, [2, 2, 2], [590, 520, 240, 34]),
  t('SUN-30K-G04', 30000, [2, 2, 2], [590, 520, 240, 34]),
  t('SUN-36K-G04', 36000, [2, 2, 2, 2], [590, 520, 240, 38]),
  t('SUN-40K-G04', 40000, [2, 2, 2, 2], [590, 520, 240, 38]),
  t('SUN-50K-G05', 50000, [3, 3, 3, 3], [700, 575, 280, 58], { amps: 13, eff: [98.8, 98.4] }),
  t('SUN-60K-G05', 60000, [3, 3, 3, 3, 3], [700, 575, 280, 62], { amps: 13, eff: [98.8, 98.4] }),
  t('SUN-80K-G06', 80000, [2, 2, 2, 2, 2, 2], [1000, 650, 300, 84], { allAccess: true, amps: 20, eff: [99.0, 98.6] }),
  t('SUN-100K-G06', 100000, [2, 2, 2, 2, 2, 2, 2, 2], [1000, 650, 300, 90], { allAccess: true, amps: 20, eff: [99.0, 98.7] }),
  t('SUN-110K-G06', 110000, [2, 2, 2, 2, 2, 2, 2, 2, 2, 2], [1050, 660, 320, 98], { amps: 20, eff: [99.0, 98.7] }),
  // SUN-H: hybrid storage (single phase with 48 V batteries, three phase with HV batteries).
  { model: 'SUN-3.6K-SG', series: 'SUN-H-LV', storage: true, phase: 1, power: 3600, strings: [1, 1], amps: 13, vmax: 500, mpp: [125, 425], eff: [97.6, 96.5], size: hybrid1 },
  { model: 'SUN-5K-SG', series: 'SUN-H-LV', storage: true, phase: 1, power: 5000, strings: [1, 1], amps: 13, vmax: 500, mpp: [125, 425], eff: [97.6, 96.5], size: hybrid1 },
  { model: 'SUN-6K-SG', series: 'SUN-H-LV', storage: true, phase: 1, power: 6000, strings: [1, 1], amps: 13, vmax: 500, mpp: [125, 425], eff: [97.6, 96.5], size: hybrid1 },
  { model: 'SUN-8K-SG', series: 'SUN-H-LV', storage: true, phase: 1, power: 8000, strings: [2, 1], amps: 13, vmax: 500, mpp: [150, 425], eff: [97.6, 96.8], size: hybrid1 },
  { model: 'SUN-10K-SG-HV', series: 'SUN-H-HV', storage: true, phase: 3, power: 10000, strings: [1, 1], amps: 13, vmax: 1000, mpp: [200, 850], eff: [98.0, 97.5], size: hybrid3 },
  { model: 'SUN-12K-SG-HV', series: 'SUN-H-HV', storage: true, phase: 3, power: 12000, strings: [2, 1], amps: 13, vmax: 1000, mpp: [200, 850], eff: [98.0, 97.5], size: hybrid3 },
  { model: 'SUN-15K-SG-HV', series: 'SUN-H-HV', storage: true, phase: 3, power: 15000, strings: [2, 2], amps: 13, vmax: 1000, mpp: [200, 850], eff: [98.2, 97.7], size: hybrid3 },
  { model: 'SUN-20K-SG-HV', series: 'SUN-H-HV', storage: true, phase: 3, power: 20000, strings: [2, 2], amps: 16, vmax: 1000, mpp: [200, 850], eff: [98.2, 97.7], size: hybrid3 },
  // SUN-US: split phase 240/208 V, 60 Hz.
  { model: 'SUN-7.6K-US', series: 'SUN-US', us: true, phase: 1, power: 7600, strings: [2, 1], amps: 13, vmax: 600, mpp: [150, 500], eff: [97.8, 97.0], size: medium },
  { model: 'SUN-11.4K-US', series: 'SUN-US', us: true, phase: 1, power: 11400, strings: [2, 2, 1], amps: 13, vmax: 600, mpp: [150, 500], eff: [97.9, 97.1], size: medium },
  { model: 'SUN-12K-SG-US', series: 'SUN-US', us: true, storage: true, phase: 1, power: 12000, strings: [2, 2, 1], amps: 13, vmax: 500, mpp: [150, 425], eff: [97.6, 96.8], size: hybrid1 },
  // SUN-CI and PCS-CI: C&I storage, three phase with high-voltage LFP cabinets.
  { model: 'SUN-CI-30K', series: 'SUN-CI', storage: true, phase: 3, power: 30000, strings: [2, 2, 2], amps: 20, vmax: 1000, mpp: [200, 850], eff: [98.3, 97.8], size: ciHybrid },
  { model: 'SUN-CI-50K', series: 'SUN-CI', storage: true, phase: 3, power: 50000, strings: [2, 2, 2, 2], amps: 20, vmax: 1000, mpp: [200, 850], eff: [98.4, 97.9], size: ciHybrid },
  { model: 'SUN-CI-100K', series: 'SUN-CI', storage: true, phase: 3, power: 100000, strings: [2, 2, 2, 2, 2, 2, 2, 2], amps: 20, vmax: 1100, mpp: [200, 1000], eff: [98.6, 98.1], size: ciPcs },
  { model: 'PCS-CI-125K', series: 'PCS-CI', storage: true, phase: 3, power: 125000, strings: [2, 2, 2, 2, 2, 2, 2, 2, 2, 2], amps: 20, vmax: 1100, mpp: [200, 1000], eff: [98.6, 98.2], size: ciPcs },
  { model: 'PCS-CI-250K', series: 'PCS-CI', storage: true, phase: 3, power: 250000, strings: Array.from({ length: 20 }, () => 2), amps: 20, vmax: 1100, mpp: [200, 1000], eff: [98.7, 98.3], size: ciPcsLarge },
];

/** The seeded inverter models, checked by the form's schema. */
export function seedInverterSpecs(): SystemInverterSpec[] {
  return seeds.map((seed) => systemInverterSpecSchema.parse(toSpec(seed)));
}
