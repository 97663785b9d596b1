import { seedPanelSpecs } from '@pvd/functions/_lib/catalogue/seeds/panels';
import { describe, expect, it } from 'vitest';

const panels = seedPanelSpecs();

describe('seeded panels (manufacturers’ datasheets, STC)', () => {
  it('are 20+ real module types of every technology the issue names', () => {
    // Prepare
    const models = panels.map((p) => p.componentmodelname).join(' ');
    // Assess
    expect(panels.length).toBeGreaterThanOrEqual(20);
    expect(new Set(panels.map((p) => p.wafermaterial))).toEqual(
      new Set(['mono', 'poly', 'HIT', 'CdTe', 'CIS', 'triple a-Si']),
    );
    for (const family of [
      'Hi-MO',
      'Tiger Neo',
      'Vertex',
      'DeepBlue',
      'HiKu',
      'Hyper-ion',
      'Series 6',
      'Series 7',
    ]) {
      expect(models).toContain(family);
    }
  });

  it('are self-consistent as datasheets are: Pmax = Vmp × Imp within 1 %, Vmp < Voc, Imp < Isc', () => {
    for (const panel of panels) {
      expect(Math.abs((panel.mppvoltage * panel.mppcurrent) / panel.peakpower - 1)).toBeLessThan(0.01);
      expect(panel.mppvoltage).toBeLessThan(panel.opencircuitvoltage);
      expect(panel.mppcurrent).toBeLessThan(panel.shortcircuitcurrent);
    }
  });

  it('state efficiencies that match Pmax / (area × 1000 W/m²) within 0.3 percentage points', () => {
    for (const panel of panels) {
      const efficiency = (panel.peakpower / (panel.componentlength * panel.componentwidth * 1000)) * 100;
      expect(Math.abs(efficiency - panel.efficiency)).toBeLessThan(0.3);
    }
  });

  it('keep Panasonic’s and SunPower’s absolute coefficients in mV/℃', () => {
    const absolute = panels.filter((p) => p.tempcoefficientvocunit === 'mV/℃').map((p) => p.manufacturer);
    expect(absolute).toEqual(['Panasonic', 'SunPower']);
  });

  it("give the double-glass bifacial types their datasheets' nominal bifaciality, and no other", () => {
    const bifacial = Object.fromEntries(
      panels
        .filter((p) => p.bifacialityFactor !== undefined)
        .map((p) => [p.componentmodelname, p.bifacialityFactor]),
    );
    // JA Solar's DeepBlue 4.0 Pro datasheet: 80 ± 10 %; Risen's Hyper-ion HJT: 85 ± 5 %.
    expect(bifacial).toEqual({
      'JAM72D40-580/LB (DeepBlue 4.0 Pro)': 0.8,
      'RSM132-8-700BHDG (Hyper-ion)': 0.85,
    });
  });
});
