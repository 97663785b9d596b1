/**
 * The roof image's placement in a drawn layout [WIZ-5]: `layout.backdrop` holds only where
 * the image lies (centre east/north of the site, turn, metres per pixel, the image's pixel size),
 * each number bounded; it is kept for the 'image' backdrop and dropped on any other.
 */
import { drawnLayoutInput, pvArrayInput, toPvArrayRecord } from '@pvd/shared/project/record/pv-array';
import { describe, expect, it } from 'vitest';
import { drawnArray } from '../support/drawn-array';
import { panel410 } from '../support/small-project';

const PLACEMENT = {
  centreEastM: 12.5,
  centreNorthM: -3.25,
  rotationDeg: -15,
  metresPerPixel: 0.02,
  widthPx: 1600,
  heightPx: 1200,
};

function imageArray(loadMapWay: 'image' | 'plan', backdrop: object = PLACEMENT) {
  const array = drawnArray('roof-1', 16, 12);
  return { ...array, layout: { ...array.layout, loadMapWay, backdrop } };
}

/** Paths and keys of the issues of a layout with `backdrop`. */
function issuesOf(backdrop: Record<string, unknown>): string[] {
  const result = drawnLayoutInput.safeParse({ ...drawnArray('a', 16, 12).layout, backdrop });
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
}

describe('layout.backdrop', () => {
  it('is optional: a layout without it parses as before', () => {
    const parsed = drawnLayoutInput.parse(drawnArray('a', 16, 12).layout);
    expect(parsed.backdrop).toBeUndefined();
  });

  it('keeps the placement of an image-drawn array through the record', () => {
    const input = pvArrayInput.parse(imageArray('image'));
    const record = toPvArrayRecord(input, panel410, '2026-11-25T00:00:00.000Z');
    expect(record.layout?.backdrop).toEqual(PLACEMENT);
    expect(record.layout?.loadMapWay).toBe('image');
  });

  it('drops the placement when the array is drawn on another backdrop', () => {
    const input = pvArrayInput.parse(imageArray('plan'));
    const record = toPvArrayRecord(input, panel410, '2026-11-25T00:00:00.000Z');
    expect(record.layout).not.toHaveProperty('backdrop');
    expect(record.layout?.areaLatLngs).toEqual(input.layout?.areaLatLngs);
  });

  it.each([
    [{ metresPerPixel: 0 }, 'backdrop.metresPerPixel:tooSmall'],
    [{ metresPerPixel: -0.1 }, 'backdrop.metresPerPixel:tooSmall'],
    [{ rotationDeg: 181 }, 'backdrop.rotationDeg:tooLarge'],
    [{ widthPx: 10.5 }, 'backdrop.widthPx:integerRequired'],
    [{ heightPx: 0 }, 'backdrop.heightPx:tooSmall'],
    [{ centreEastM: 200_000 }, 'backdrop.centreEastM:tooLarge'],
    [{ centreNorthM: 'north' }, 'backdrop.centreNorthM:numberRequired'],
  ])('refuses %o (%s)', (patch, issue) => {
    expect(issuesOf({ ...PLACEMENT, ...patch })).toEqual([issue]);
  });

  it('requires every number of the placement', () => {
    const { metresPerPixel: _dropped, ...rest } = PLACEMENT;
    expect(issuesOf(rest)).toEqual(['backdrop.metresPerPixel:required']);
  });
});
