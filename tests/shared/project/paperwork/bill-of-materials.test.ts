/**
 * The bill of materials and the quote of a project written out by hand (support/bom-source.ts):
 * every quantity is counted here by hand from the project, every price from its itemised costs.
 */

import { billOfMaterials } from '@pvd/shared/project/paperwork/bill-of-materials';
import { bomTable, quoteTable } from '@pvd/shared/project/paperwork/bill-of-materials-text';
import { mountingEstimate } from '@pvd/shared/project/paperwork/mounting-estimate';
import { projectQuote } from '@pvd/shared/project/paperwork/quote';
import { describe, expect, it } from 'vitest';
import { bomSource } from '../support/bom-source';

describe('mountingEstimate', () => {
  it('counts two rails along each row and four clamp points per panel, runs of at most 10 panels', () => {
    // 12 portrait panels 1.134 m wide: rail 2 × 12 × (1.134 + 0.02) = 27.696 m; 2 runs →
    // 8 end clamps and 2 × (12 − 2) = 20 mid clamps.
    const portrait = mountingEstimate({
      panels: 12,
      panelLengthM: 2.278,
      panelWidthM: 1.134,
      layingMethod: 2,
    });
    expect(portrait.railM).toBeCloseTo(27.696, 9);
    expect(portrait).toMatchObject({ midClamps: 20, endClamps: 8 });
    // Landscape: the long side along the row, 2 × 10 × 2.298 = 45.96 m; one run.
    const landscape = mountingEstimate({
      panels: 10,
      panelLengthM: 1.134,
      panelWidthM: 2.278,
      layingMethod: 5,
    });
    expect(landscape.railM).toBeCloseTo(45.96, 9);
    expect(landscape).toMatchObject({ midClamps: 18, endClamps: 4 });
    expect(mountingEstimate({ panels: 0, panelLengthM: 2, panelWidthM: 1, layingMethod: null })).toEqual({
      railM: 0,
      midClamps: 0,
      endClamps: 0,
    });
  });
});

describe('billOfMaterials', () => {
  it('counts panels, inverters and batteries per model, cable per material and size, mounting per laying method', () => {
    // Act
    const lines = billOfMaterials(bomSource());
    // Assess
    const rows = lines.map(
      ({ category, manufacturer, model, quantity, unit, areaMm2, cores, layingMethod }) => ({
        category,
        manufacturer,
        model,
        quantity,
        unit,
        ...(areaMm2 === undefined ? {} : { areaMm2 }),
        ...(cores === undefined ? {} : { cores }),
        ...(layingMethod === undefined ? {} : { layingMethod }),
      }),
    );
    expect(rows).toEqual([
      { category: 'panel', manufacturer: 'JA Solar', model: 'JAM72S30-550', quantity: 24, unit: 'piece' },
      { category: 'panel', manufacturer: 'LONGi', model: 'LR5-54HPH-410M', quantity: 12, unit: 'piece' },
      { category: 'inverter', manufacturer: 'Deye', model: 'SUN-10K-G', quantity: 2, unit: 'piece' },
      { category: 'inverter', manufacturer: 'Deye', model: 'SUN-5K-SG', quantity: 1, unit: 'piece' },
      // 1 unit × 4 modules.
      { category: 'battery', manufacturer: 'Pylontech', model: 'US5000', quantity: 4, unit: 'piece' },
      // 4 mm²: 2 × (20 × 1 + 25 × 1 + 10 × 2) = 130 m (the row without strings counts nothing);
      // 6 mm²: 2 × 12 × 1 = 24 m.
      { category: 'dcCable', manufacturer: '', model: 'Copper', areaMm2: 4, quantity: 130, unit: 'metre' },
      { category: 'dcCable', manufacturer: '', model: 'Copper', areaMm2: 6, quantity: 24, unit: 'metre' },
      // Three-phase: 5 cores, 15 + 15 m; single phase: 3 cores, 8 m, no material chosen.
      {
        category: 'acCable',
        manufacturer: '',
        model: 'Copper',
        areaMm2: 6,
        cores: 5,
        quantity: 30,
        unit: 'metre',
      },
      { category: 'acCable', manufacturer: '', model: '', areaMm2: 10, cores: 3, quantity: 8, unit: 'metre' },
      // Double row (landscape): 2 × 24 × (2.278 + 0.02) = 110.3 m; manual (portrait):
      // 2 × 12 × (1.134 + 0.02) = 27.7 m. Clamps: 24 panels in 3 runs → 42 mid, 12 end;
      // 12 panels in 2 runs → 20 mid, 8 end.
      { category: 'rail', manufacturer: '', model: '', layingMethod: 3, quantity: 110.3, unit: 'metre' },
      { category: 'rail', manufacturer: '', model: '', layingMethod: null, quantity: 27.7, unit: 'metre' },
      { category: 'midClamp', manufacturer: '', model: '', layingMethod: 3, quantity: 42, unit: 'piece' },
      { category: 'midClamp', manufacturer: '', model: '', layingMethod: null, quantity: 20, unit: 'piece' },
      { category: 'endClamp', manufacturer: '', model: '', layingMethod: 3, quantity: 12, unit: 'piece' },
      { category: 'endClamp', manufacturer: '', model: '', layingMethod: null, quantity: 8, unit: 'piece' },
    ]);
    expect(lines.every((line) => line.unitPrice === null && line.total === null)).toBe(true);
  });

  it('prices panels, inverters and batteries from the itemised costs per W of capacity', () => {
    // Prepare: 18.12 kW; modules 1.5/W, inverters 0.3/W, batteries 1.2/W.
    const source = bomSource({ component: 1.5, inverter: 0.3, battery: 1.2 });
    // Act
    const priced = Object.fromEntries(
      billOfMaterials(source)
        .filter((line) => line.unitPrice !== null)
        .map((line) => [line.model, [line.unitPrice, line.total]]),
    );
    // Assess: a panel 1.5 × Wp; inverters 0.3 × 18 120 W = 5 436 spread by rated power over
    // 2 × 10 kW + 5 kW (10 kW: 2 174.40, 5 kW: 1 087.20); batteries 1.2 × 18 120 = 21 744 over
    // 4 × 4.8 kWh (each 5 436).
    expect(priced).toEqual({
      'JAM72S30-550': [825, 19800],
      'LR5-54HPH-410M': [615, 7380],
      'SUN-10K-G': [2174.4, 4348.8],
      'SUN-5K-SG': [1087.2, 1087.2],
      US5000: [5436, 21744],
    });
  });
});

describe('projectQuote and the tables', () => {
  it('turns the itemised costs into money for the project, with the total and the allowance', () => {
    // Prepare
    const source = bomSource({ component: 1.5, bracket: 0.25 });
    // Act
    const quote = projectQuote({ ...source, proType: 0 });
    // Assess: 18 120 W × 1.5 = 27 180; × 0.25 = 4 530; × 8 (total cost) = 144 960; × 0.5 = 9 060.
    expect(quote).toEqual({
      currency: 'CNY',
      capacityKw: 18.12,
      items: [
        { key: 'component', pricePerW: 1.5, amount: 27180 },
        { key: 'bracket', pricePerW: 0.25, amount: 4530 },
      ],
      totalCostPerW: 8,
      totalInvestment: 144960,
      installationAllowance: 9060,
    });
    // Storage: the allowance is per Wh of battery: 0.5 × 4 × 4.8 kWh × 1000 = 9 600.
    expect(projectQuote({ ...source, proType: 1 }).installationAllowance).toBe(9600);
  });

  it('words the rows in either language, cables and mounting by their material, size and laying method', () => {
    // Act
    const lines = billOfMaterials(bomSource());
    const english = bomTable(lines, 'en');
    const chinese = bomTable(lines, 'zh-CN');
    const quote = quoteTable(projectQuote({ ...bomSource({ bracket: 0.25 }), proType: 0 }), 'zh-CN');
    // Assess
    expect(english.header).toEqual([
      'Category',
      'Manufacturer',
      'Model / specification',
      'Quantity',
      'Unit',
      'Unit price',
      'Total',
    ]);
    expect(english.rows.map((row) => row[2])).toEqual([
      'JAM72S30-550',
      'LR5-54HPH-410M',
      'SUN-10K-G',
      'SUN-5K-SG',
      'US5000',
      'Copper, 4 mm²',
      'Copper, 6 mm²',
      'Copper, 5 × 6 mm²',
      'material not chosen, 3 × 10 mm²',
      'Double row',
      'Manual arrays (portrait assumed)',
      'Double row',
      'Manual arrays (portrait assumed)',
      'Double row',
      'Manual arrays (portrait assumed)',
    ]);
    expect(chinese.rows[9]).toEqual(['导轨', '', '双排', 110.3, '米', null, null]);
    expect(quote.items).toEqual([['支架', 0.25, 4530]]);
    expect(quote.totals[2]).toEqual(['总投资', 144960]);
  });
});
