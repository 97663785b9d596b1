/**
 * The stored form of a load year (docs/decisions/0050-meter-load-in-the-bucket.md): what goes in
 * comes back to float32's precision, with its interval, start and a net meter's export (NaN kept),
 * and a damaged object is refused rather than read as a load.
 */
import { gzipSync } from 'node:zlib';
import { decodeLoadYear, encodeLoadYear, UnreadableLoadError } from '@pvd/functions/_lib/load/load-codec';
import { stepsPerYear } from '@pvd/shared/load/interval-series';
import { describe, expect, it } from 'vitest';

/** A 15-minute year of a factory's meter-like values (3 decimals, 0-5000 kW). */
function quarterHourYear() {
  const kw = new Float64Array(stepsPerYear(15));
  for (let i = 0; i < kw.length; i++) kw[i] = Math.round(Math.abs(Math.sin(i * 0.37)) * 5_000_000) / 1000;
  return { firstIntervalStart: '2023-01-01T00:00', stepMinutes: 15 as const, kw };
}

describe('encodeLoadYear and decodeLoadYear', () => {
  it('give back a 15-minute year within float32’s precision, its energy to a billionth', () => {
    // Prepare
    const series = quarterHourYear();
    // Act
    const back = decodeLoadYear(encodeLoadYear({ series }));
    // Assess
    expect(back.series).toMatchObject({ firstIntervalStart: '2023-01-01T00:00', stepMinutes: 15 });
    expect(back.exportKw).toBeUndefined();
    let worst = 0;
    let energy = 0;
    let energyBack = 0;
    for (let i = 0; i < series.kw.length; i++) {
      worst = Math.max(worst, Math.abs(back.series.kw[i]! - series.kw[i]!));
      energy += series.kw[i]!;
      energyBack += back.series.kw[i]!;
    }
    // 5000 kW in float32: a step of 2^-11 kW, so at most half of it off.
    expect(worst).toBeLessThanOrEqual(2 ** -12);
    expect(Math.abs(energyBack / energy - 1)).toBeLessThan(1e-9);
  });

  it('keeps a net meter’s export as a second channel, NaN where none was read', () => {
    const kw = new Float64Array([1, 2, 3, 4]);
    const exportKw = new Float64Array([0.5, Number.NaN, 0, 1.25]);
    const back = decodeLoadYear(
      encodeLoadYear({ series: { firstIntervalStart: '2024-03-01T00:30', stepMinutes: 30, kw }, exportKw }),
    );
    expect(back.series).toEqual({ firstIntervalStart: '2024-03-01T00:30', stepMinutes: 30, kw });
    expect([...back.exportKw!]).toEqual([0.5, Number.NaN, 0, 1.25]);
  });

  it('refuses bytes that are not a load year of this layout', () => {
    const good = encodeLoadYear({ series: quarterHourYear() });
    const header = new Uint8Array(16);
    header.set([1, 20, 1]);
    for (const bytes of [
      new Uint8Array([1, 2, 3]),
      gzipSync(new Uint8Array(8)),
      gzipSync(header),
      good.slice(0, good.byteLength - 10),
    ]) {
      expect(() => decodeLoadYear(bytes)).toThrow(UnreadableLoadError);
    }
  });
});
