import { MIN_SHADING_CLEAR_GAP_M, rowGeometryOfLayout } from '@pvd/shared/layout/row-geometry';
import { describe, expect, it } from 'vitest';
import { JA_PANEL } from './fixtures/polygons';

describe('rowGeometryOfLayout', () => {
  it('reads a double vertical row (method 4) at 30°, spacing 2.5 m, as one 4.576 m collector 6.4629 m apart', () => {
    // Portrait: the 2.278 m side runs up the slope. Width = 2 × 2.278 + 0.02 = 4.576 m;
    // footprint = 4.576 × cos 30° = 4.576 × 0.866025 = 3.962932 m; pitch = 3.962932 + 2.5 = 6.462932 m.
    const rows = rowGeometryOfLayout({ ...JA_PANEL, layingMethod: 4, surfaceTilt: 30, rowSpacingM: 2.5 });
    expect(rows.collectorWidthM).toBeCloseTo(4.576, 12);
    expect(rows.pitchM).toBeCloseTo(6.462932, 6);
  });

  it('reads a single landscape row (method 1) at 20°, spacing 1 m, with the short side up the slope', () => {
    // Width = 1.134 m; footprint = 1.134 × cos 20° = 1.134 × 0.9396926 = 1.065611 m; pitch = 2.065611 m.
    const rows = rowGeometryOfLayout({ ...JA_PANEL, layingMethod: 1, surfaceTilt: 20, rowSpacingM: 1 });
    expect(rows.collectorWidthM).toBeCloseTo(1.134, 12);
    expect(rows.pitchM).toBeCloseTo(2.065611, 6);
  });

  it('takes the panel sides in either order and a four-row landscape table (method 6) as 4 × 1.134 + 3 × 0.02', () => {
    // Width = 4.536 + 0.06 = 4.596 m; flat (0°): pitch = 4.596 + 0.5 = 5.096 m.
    const rows = rowGeometryOfLayout({
      panelLengthM: JA_PANEL.panelWidthM,
      panelWidthM: JA_PANEL.panelLengthM,
      layingMethod: 6,
      surfaceTilt: 0,
      rowSpacingM: 0.5,
    });
    expect(rows.collectorWidthM).toBeCloseTo(4.596, 12);
    expect(rows.pitchM).toBeCloseTo(5.096, 12);
  });

  it('keeps abutting groups (spacing 0) 1 mm apart, so the pitch still exceeds the footprint', () => {
    const rows = rowGeometryOfLayout({ ...JA_PANEL, layingMethod: 3, surfaceTilt: 30, rowSpacingM: 0 });
    // Width = 2 × 1.134 + 0.02 = 2.288 m; footprint = 2.288 × 0.866025 = 1.981466 m.
    expect(rows.pitchM - rows.collectorWidthM * Math.cos(Math.PI / 6)).toBeCloseTo(
      MIN_SHADING_CLEAR_GAP_M,
      12,
    );
  });
});
