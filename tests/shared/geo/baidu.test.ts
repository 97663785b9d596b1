/**
 * GCJ-02 and BD-09 against published coordinate pairs:
 * - wandergis/coordtransform (npm `coordtransform`), test/app.js: the four conversions of
 *   (116.404, 39.915), results printed in the file's comments. Its gcj02towgs84 and bd09togcj02
 *   are one-step inverses, so ours (iterated) differ from those two by their one-step error.
 * - hujiulong/gcoord (npm `gcoord`), test/unit/crs/{GCJ02,BD09}.spec.ts and transform.spec.ts:
 *   conversions of (123, 45); its GCJ02→WGS84 iterates to 1e-6°, its BD09→GCJ02 is one-step.
 * - hujiulong/gcoord, test/fixtures/china-cities.json: city centres given in WGS-84, GCJ-02 and
 *   BD-09 to 7 decimals (gcoord checks them to 4 decimals for WGS-84 ↔ GCJ-02, 5 for GCJ-02 ↔ BD-09).
 */

import {
  bd09ToGcj02,
  bd09ToWgs84,
  type GeoPoint,
  gcj02ToBd09,
  gcj02ToWgs84,
  isOutsideChina,
  wgs84ToBd09,
  wgs84ToGcj02,
} from '@pvd/shared/geo/baidu';
import { describe, expect, it } from 'vitest';

function expectNear(
  actual: GeoPoint,
  [longitude, latitude]: readonly [number, number],
  toleranceDeg: number,
) {
  expect(Math.abs(actual.longitude - longitude)).toBeLessThanOrEqual(toleranceDeg);
  expect(Math.abs(actual.latitude - latitude)).toBeLessThanOrEqual(toleranceDeg);
}

const point = (longitude: number, latitude: number): GeoPoint => ({ longitude, latitude });

describe('coordtransform README/test pairs at (116.404, 39.915), Beijing', () => {
  const beijing = point(116.404, 39.915);

  it('wgs84ToGcj02 gives coordtransform’s result to 1e-12°', () => {
    // Act + Assess
    expectNear(wgs84ToGcj02(beijing), [116.41024449916938, 39.91640428150164], 1e-12);
  });

  it('gcj02ToBd09 gives coordtransform’s result to 1e-12°', () => {
    // Act + Assess
    expectNear(gcj02ToBd09(beijing), [116.41036949371029, 39.92133699351021], 1e-12);
  });

  it('gcj02ToWgs84 lands within 1e-6° of coordtransform’s one-step value, and exactly inverts the forward', () => {
    // coordtransform: [116.39775550083061, 39.91359571849836]; ours is 2.5e-7° / 5.2e-7° away,
    // the one-step error here (6 cm).
    // Act
    const wgs = gcj02ToWgs84(beijing);
    // Assess
    expectNear(wgs, [116.39775550083061, 39.91359571849836], 1e-6);
    expectNear(wgs84ToGcj02(wgs), [beijing.longitude, beijing.latitude], 1e-11);
  });

  it('bd09ToGcj02 lands within 1e-6° of coordtransform’s one-step value, and exactly inverts the forward', () => {
    // coordtransform: [116.39762729119315, 39.90865673957631]; ours is 2.0e-7° / 4.0e-7° away.
    // Act
    const gcj = bd09ToGcj02(beijing);
    // Assess
    expectNear(gcj, [116.39762729119315, 39.90865673957631], 1e-6);
    expectNear(gcj02ToBd09(gcj), [beijing.longitude, beijing.latitude], 1e-11);
  });
});

describe('gcoord test pairs at (123, 45), Liaoning / Jilin', () => {
  const point123 = point(123, 45);

  it('wgs84ToGcj02 and gcj02ToBd09 give gcoord’s 8-decimal results', () => {
    // Assess: 8 printed decimals, so 5e-9° plus rounding
    expectNear(wgs84ToGcj02(point123), [123.00607541, 45.00197815], 1e-8);
    expectNear(gcj02ToBd09(point123), [123.00636499, 45.00636899], 1e-8);
  });

  it('gcj02ToWgs84, bd09ToGcj02 and bd09ToWgs84 land within 1e-6° of gcoord’s (its own inverse tolerance)', () => {
    // Assess
    expectNear(gcj02ToWgs84(point123), [122.99395597, 44.99804071], 1e-6);
    expectNear(bd09ToGcj02(point123), [122.99363304, 44.9936543], 1e-6);
    expectNear(bd09ToWgs84(point123), [122.9876221, 44.9917154], 1e-6);
  });
});

/** City centres from gcoord's china-cities.json: [name, WGS-84, GCJ-02, BD-09]. */
const CITIES: [string, [number, number], [number, number], [number, number]][] = [
  ['沈阳 Shenyang', [123.4253306, 41.8032629], [123.4314787, 41.8057023], [123.438095, 41.8114013]],
  ['锡林浩特 Xilinhot', [116.0414035, 43.9312805], [116.0482308, 43.9334573], [116.0546232, 43.9397782]],
  ['郑州 Zhengzhou', [113.6192856, 34.7478004], [113.6253334, 34.7466173], [113.6317519, 34.7528605]],
  ['那曲 Nagqu', [92.0499619, 31.4784436], [92.0512438, 31.4762063], [92.0576832, 31.4824421]],
  ['酒泉 Jiuquan', [98.4937175, 39.7319946], [98.4943595, 39.7328234], [98.5008441, 39.7388949]],
  ['钦州 Qinzhou', [108.6503952, 21.9828281], [108.6541485, 21.9799392], [108.6607283, 21.9856319]],
  ['汕头 Shantou', [116.6775114, 23.3567569], [116.6819735, 23.3540964], [116.6885014, 23.3598884]],
  ['楚雄 Chuxiong', [101.5265949, 25.048566], [101.5280737, 25.0455363], [101.5344863, 25.0518094]],
];

describe('gcoord china-cities pairs', () => {
  it.each(CITIES)('%s: GCJ-02 ↔ BD-09 to 1e-7° (the pairs’ 7 decimals)', (_, __, gcj, bd) => {
    // Observed: at most 5.5e-8°, the rounding of the published values.
    // Assess
    expectNear(gcj02ToBd09(point(...gcj)), bd, 1e-7);
    expectNear(bd09ToGcj02(point(...bd)), gcj, 1e-7);
  });

  it.each(CITIES)('%s: WGS-84 ↔ GCJ-02 and BD-09 → WGS-84 to 1e-5° (about 1 m)', (_, wgs, gcj, bd) => {
    // Observed: 4.4e-6° to 5.8e-6° (0.5-0.6 m) in every city and both directions: the published
    // GCJ-02 values carry an offset half a metre from the reconstructed series (gcoord itself
    // checks them to 4 decimals, 5e-5°).
    // Assess
    expectNear(wgs84ToGcj02(point(...wgs)), gcj, 1e-5);
    expectNear(gcj02ToWgs84(point(...gcj)), wgs, 1e-5);
    expectNear(bd09ToWgs84(point(...bd)), wgs, 1e-5);
    expectNear(wgs84ToBd09(point(...wgs)), bd, 1e-5);
  });
});

describe('round trips', () => {
  it('wgs → bd → wgs and wgs → gcj → wgs within 1e-6° (in fact 1e-11°) over a grid of China', () => {
    let worst = 0;
    for (let longitude = 73.5; longitude <= 135; longitude += 1.7) {
      for (let latitude = 4; latitude <= 53.5; latitude += 1.3) {
        const wgs = point(longitude, latitude);
        // Act
        const viaBaidu = bd09ToWgs84(wgs84ToBd09(wgs));
        const viaGcj = gcj02ToWgs84(wgs84ToGcj02(wgs));
        worst = Math.max(
          worst,
          Math.abs(viaBaidu.longitude - longitude),
          Math.abs(viaBaidu.latitude - latitude),
          Math.abs(viaGcj.longitude - longitude),
          Math.abs(viaGcj.latitude - latitude),
        );
      }
    }
    // Assess
    expect(worst).toBeLessThan(1e-11);
  });
});

describe('outside China', () => {
  it('leaves GCJ-02 out beyond the bounding box (gcoord: (183, 45) unchanged)', () => {
    // Assess
    expect(isOutsideChina(point(183, 45))).toBe(true);
    expect(gcj02ToWgs84(point(183, 45))).toEqual(point(183, 45));
    expect(wgs84ToGcj02(point(183, 45))).toEqual(point(183, 45));
  });

  it('leaves Tokyo (139.69 E, beyond 137.8347 E) in WGS-84 under GCJ-02, but BD-09 still shifts it', () => {
    const tokyo = point(139.6917, 35.6895);
    // Act
    const bd = wgs84ToBd09(tokyo);
    // Assess
    expect(isOutsideChina(tokyo)).toBe(true);
    expect(wgs84ToGcj02(tokyo)).toEqual(tokyo);
    // BD-09 = the shift (0.0065°, 0.006°) plus polar wiggles of at most r × 3e-6 + 2e-5 ≈ 4.5e-4°
    // (r = √(139.69² + 35.69²) ≈ 144°).
    expectNear(bd, [tokyo.longitude + 0.0065, tokyo.latitude + 0.006], 4.5e-4);
    expectNear(bd09ToWgs84(bd), [tokyo.longitude, tokyo.latitude], 1e-11);
  });

  it('counts the box edges as inside (72.004 E, 0.8293 N, 137.8347 E, 55.8271 N)', () => {
    // Assess
    expect(isOutsideChina(point(72.004, 0.8293))).toBe(false);
    expect(isOutsideChina(point(137.8347, 55.8271))).toBe(false);
    expect(isOutsideChina(point(72.0039, 30))).toBe(true);
    expect(isOutsideChina(point(100, 55.8272))).toBe(true);
  });
});
