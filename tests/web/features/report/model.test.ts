/**
 * The report's data → view helpers: which pages a report has, the energy saving in kg or t
 * ([FIN-3] factors, worked by hand), the income chart's unit, the odd-year labels, and the block
 * diagram's layout (node spacing 80-100, height at least 360).
 */
import { describe, expect, it } from 'vitest';
import {
  blockDiagram,
  blockDiagramParts,
  DIAGRAM_MIN_HEIGHT,
  MAX_DETAILED_INPUTS,
  MAX_PART_ROWS,
} from '@/features/report/model/block-diagram';
import { reportCables } from '@/features/report/model/cables';
import { climateYearsText } from '@/features/report/model/climate-years';
import { reportSections, specificYieldOf } from '@/features/report/model/report-data';
import { incomeChart, savingFigures, yearAxisLabel } from '@/features/report/model/units';
import { gridWithInvestment, gridWithoutInvestment, storageWithFinance } from './report-fixtures';

describe('report sections', () => {
  it('leaves out the self-use and investment pages of a grid project without investment', () => {
    expect(reportSections(gridWithoutInvestment())).toEqual([
      'project',
      'parameters',
      'equipment',
      'generation',
      'lifetime',
      'environment',
      'billOfMaterials',
      'closing',
    ]);
  });

  it('has the investment pages when the project asks for them', () => {
    const sections = reportSections(gridWithInvestment());
    expect(sections).toContain('income');
    expect(sections).toContain('cashFlow');
    expect(sections).not.toContain('selfUse');
  });

  it('has the self-use pages for a storage project, before the investment pages', () => {
    const sections = reportSections(storageWithFinance());
    expect(sections.indexOf('selfUse')).toBeGreaterThan(sections.indexOf('lifetime'));
    expect(sections.indexOf('selfUseLoad')).toBe(sections.indexOf('selfUse') + 1);
    expect(sections.indexOf('income')).toBe(sections.indexOf('selfUseLoad') + 1);
  });

  it('has no investment pages when the figures are missing although asked for', () => {
    const data = gridWithInvestment();
    data.finance = null;
    expect(reportSections(data)).not.toContain('income');
  });

  it('gives the specific yield per installed kWp, none without capacity', () => {
    // 9620.38 kWh / 6.23 kWp = 1544.2 kWh/kWp
    expect(specificYieldOf(gridWithInvestment())).toBeCloseTo(1544.2, 1);
    const none = gridWithInvestment();
    none.probase.proCapacityKw = 0;
    expect(specificYieldOf(none)).toBeNull();
  });
});

describe('energy saving figures', () => {
  it('keeps kg up to 9999 kg (10,000 kWh × the spec factors)', () => {
    // 10,000 kWh: CO2E 2556, CO2 2535.8, CH4 6.5, N2O 13.7 kg; afforestation 2.556 t × 4.95 = 12.6522 ha
    const figures = savingFigures({
      CO2E: 2556,
      CO2: 2535.8,
      CH4: 6.5,
      N2O: 13.7,
      afforestationArea: 12.6522,
    });
    expect(figures.masses).toEqual([
      { gas: 'CO2E', value: 2556, unit: 'kg' },
      { gas: 'CO2', value: 2535.8, unit: 'kg' },
      { gas: 'CH4', value: 6.5, unit: 'kg' },
      { gas: 'N2O', value: 13.7, unit: 'kg' },
    ]);
    expect(figures.afforestationHa).toBe(12.6522);
  });

  it('shows masses above 9999 kg in t (100,000 kWh)', () => {
    // 100,000 kWh: CO2E 25,560 kg = 25.56 t, CO2 25,358 kg = 25.358 t, CH4 65 kg, N2O 137 kg;
    // afforestation 25.56 × 4.95 = 126.522 ha
    const figures = savingFigures({
      CO2E: 25_560,
      CO2: 25_358,
      CH4: 65,
      N2O: 137,
      afforestationArea: 126.522,
    });
    expect(figures.masses.map((mass) => [mass.gas, mass.unit])).toEqual([
      ['CO2E', 't'],
      ['CO2', 't'],
      ['CH4', 'kg'],
      ['N2O', 'kg'],
    ]);
    expect(figures.masses[0]!.value).toBeCloseTo(25.56, 10);
    expect(figures.masses[1]!.value).toBeCloseTo(25.358, 10);
    expect(figures.afforestationHa).toBe(126.522);
  });

  it('keeps exactly 9999 kg in kg and shows 10,000 kg as 10 t', () => {
    const figures = savingFigures({ CO2E: 10_000, CO2: 9999, CH4: 0, N2O: 0, afforestationArea: 49.5 });
    expect(figures.masses[0]).toEqual({ gas: 'CO2E', value: 10, unit: 't' });
    expect(figures.masses[1]).toEqual({ gas: 'CO2', value: 9999, unit: 'kg' });
  });
});

describe('income chart', () => {
  it('uses 万 (w) for the whole series when its largest value is above 9999', () => {
    // The storage demo: −49,840 at year 0 → −4.98 万
    const chart = incomeChart(storageWithFinance().finance!.cashFlow.cumulativeCashFlow);
    expect(chart.unit).toBe('w');
    expect(chart.values[0]).toBe(-4.98);
    expect(chart.values[8]).toBe(0.13);
    expect(chart.values).toHaveLength(26);
  });

  it('uses k above 999 and the plain currency up to 999', () => {
    expect(incomeChart([-1500, 200, 999.5])).toEqual({ unit: 'k', values: [-1.5, 0.2, 1] });
    expect(incomeChart([-999, 120.456])).toEqual({ unit: '', values: [-999, 120.46] });
  });
});

describe('year axis labels', () => {
  it('labels odd years only', () => {
    expect([0, 1, 2, 3, 24, 25].map(yearAxisLabel)).toEqual(['', '1', '', '3', '', '25']);
  });
});

describe('block diagram', () => {
  const spacing = (ys: number[]) => ys.slice(1).map((y, i) => y - ys[i]!);

  it('draws arrays → strings → MPPTs → inverter → grid for a grid project', () => {
    const diagram = blockDiagram(gridWithInvestment(), false);
    const kinds = diagram.nodes.map((node) => node.facts.kind);
    expect(kinds).toEqual(['array', 'strings', 'strings', 'mppt', 'mppt', 'inverter', 'grid']);
    expect(diagram.edges).toContainEqual({ from: 'array-demo-south-roof', to: 'strings-0-0-MPPT1' });
    expect(diagram.edges).toContainEqual({ from: 'mppt-0-0-MPPT2', to: 'inverter-0' });
    expect(diagram.edges).toContainEqual({ from: 'inverter-0', to: 'grid' });
    expect(diagram.height).toBe(DIAGRAM_MIN_HEIGHT);
    // Each MPPT carries one string of 7 panels of 445 W: 3.115 kWp
    const mppt = diagram.nodes.find((node) => node.id === 'mppt-0-0-MPPT1')!;
    expect(mppt.facts).toMatchObject({ label: 'MPPT1', unit: null, inputs: null });
    expect((mppt.facts as { powerKw: number }).powerKw).toBeCloseTo(3.115, 10);
  });

  it('draws a storage project’s battery on its hybrid inverter’s DC/battery port, the inverter feeding the grid and the load', () => {
    const diagram = blockDiagram(storageWithFinance(), true);
    expect(diagram.nodes.map((node) => node.facts.kind).slice(-4)).toEqual([
      'inverter',
      'battery',
      'grid',
      'load',
    ]);
    const battery = diagram.nodes.find((node) => node.facts.kind === 'battery')!;
    const inverter = diagram.nodes.find((node) => node.facts.kind === 'inverter')!;
    // 3 Pylontech modules of 4.8 kWh on the one inverter
    expect(battery.facts).toEqual({
      kind: 'battery',
      model: 'Pylontech US5000',
      capacityKwh: 14.4,
    });
    // Under its inverter, in the inverter's column, joined by a port link: not in the power chain.
    expect(battery.x).toBe(inverter.x);
    expect(battery.y).toBeGreaterThan(inverter.y);
    expect(diagram.edges).toContainEqual({ from: 'inverter-0', to: 'battery-0', kind: 'port' });
    expect(diagram.edges).toContainEqual({ from: 'inverter-0', to: 'grid' });
    expect(diagram.edges).toContainEqual({ from: 'inverter-0', to: 'load' });
    expect(diagram.edges.filter((edge) => edge.from === 'battery-0')).toEqual([]);
  });

  it('draws a design taller than a page in parts of whole inverter groups, each within a page', () => {
    // Prepare: five hybrid inverters of two strings each (ten inputs, ten inverter-column rows).
    const data = storageWithFinance();
    data.inverter = Array.from({ length: 5 }, () => structuredClone(data.inverter[0]!));
    // Act
    const parts = blockDiagramParts(data, true);
    // Assess: four groups (8 rows), then the fifth; each part with the array, the grid and the load.
    expect(parts.map((part) => part.nodes.filter((node) => node.facts.kind === 'inverter').length)).toEqual([
      4, 1,
    ]);
    for (const part of parts) {
      expect(part.height).toBeLessThanOrEqual((MAX_PART_ROWS - 1) * 90 + 52 + 100);
      expect(part.nodes.filter((node) => ['array', 'grid', 'load'].includes(node.facts.kind))).toHaveLength(
        3,
      );
    }
    // The MPPTs keep the unit numbers of the whole design.
    expect(parts[1]!.nodes.find((node) => node.facts.kind === 'mppt')!.facts).toMatchObject({ unit: 1 });
    // One part when it fits.
    expect(blockDiagramParts(storageWithFinance(), true)).toHaveLength(1);
  });

  it('spaces the nodes of a column 80-100 px apart and grows beyond 360 px when they need it', () => {
    const data = gridWithInvestment();
    const unit = data.inverter[0]!.inverters[0]!;
    // Eight designed MPPT inputs on one inverter.
    unit.DC = Array.from({ length: 8 }, (_, i) => ({ ...unit.DC[0]!, mpptNo: `MPPT${i + 1}` }));
    const diagram = blockDiagram(data, false);
    const mppts = diagram.nodes.filter((node) => node.facts.kind === 'mppt').map((node) => node.y);
    for (const gap of spacing(mppts)) {
      expect(gap).toBeGreaterThanOrEqual(80);
      expect(gap).toBeLessThanOrEqual(100);
    }
    expect(diagram.height).toBeGreaterThan(DIAGRAM_MIN_HEIGHT);
    expect(Math.max(...diagram.nodes.map((node) => node.y + node.height / 2))).toBeLessThanOrEqual(
      diagram.height,
    );
    expect(Math.min(...diagram.nodes.map((node) => node.x - node.width / 2))).toBeGreaterThanOrEqual(0);
    expect(Math.max(...diagram.nodes.map((node) => node.x + node.width / 2))).toBeLessThanOrEqual(
      diagram.width,
    );
  });

  it('draws one string and one MPPT node per inverter group when the inputs are too many for a page', () => {
    const data = gridWithInvestment();
    const unit = data.inverter[0]!.inverters[0]!;
    unit.DC = Array.from({ length: MAX_DETAILED_INPUTS + 1 }, (_, i) => ({
      ...unit.DC[0]!,
      mpptNo: `MPPT${i + 1}`,
    }));
    const diagram = blockDiagram(data, false);
    const strings = diagram.nodes.filter((node) => node.facts.kind === 'strings');
    expect(strings.map((node) => node.facts)).toEqual([
      { kind: 'strings', strings: 13, panelsPerString: null },
    ]);
    const mppt = diagram.nodes.find((node) => node.facts.kind === 'mppt')!;
    expect(mppt.facts).toMatchObject({ label: 'MPPT', inputs: 13 });
    expect(diagram.height).toBe(DIAGRAM_MIN_HEIGHT);
  });
});

describe('climateYearsText', () => {
  it('prints a span, a single year, or nothing when the source has no years', () => {
    expect(climateYearsText({ years: { first: 2005, last: 2020 } })).toBe('2005–2020');
    expect(climateYearsText({ years: { first: 2019, last: 2019 } })).toBe('2019');
    expect(climateYearsText({ years: null })).toBeNull();
    expect(climateYearsText({})).toBeNull();
  });
});

describe('the report’s cables [STR-9] [STR-10]', () => {
  it('groups the runs by kind, material, size and laying, with the largest current and the capacity', () => {
    // Act
    const cables = reportCables(gridWithInvestment());
    // Assess: two DC runs of 4 mm² (1.25 × 13.37 A), one AC run of 6 mm² (5 500 W / (220 × 0.97)),
    // default laying at the site's 39 °C: × √((90 − 39) / 60) = 0.9220.
    expect(cables.map(({ kind, areaMm2, runs, result }) => ({ kind, areaMm2, runs, result }))).toEqual([
      { kind: 'dc', areaMm2: 4, runs: 2, result: 'success' },
      { kind: 'ac', areaMm2: 6, runs: 1, result: 'success' },
    ]);
    expect(cables[0]!.laying).toEqual({ insulation: 'XLPE', method: 'C', groupedCircuits: 1 });
    expect(cables[0]!.designCurrentA).toBeCloseTo(16.7125, 9);
    expect(cables[0]!.capacityA).toBeCloseTo(45 * Math.sqrt(51 / 60), 9);
    expect(cables[1]!.designCurrentA).toBeCloseTo(5500 / (220 * 0.97), 9);
  });

  it('flags an AC cable that overheats, with the size to use', () => {
    // Prepare: 1.5 mm² in a thermally insulated wall (A1): 19 A × 0.9220 = 17.5 A < 25.8 A
    const data = gridWithInvestment();
    const unit = data.inverter[0]!.inverters[0]!;
    unit.AC = { ...unit.AC!, cableMaterialArea: 1.5, cableInstallationMethod: 'A1' };
    // Act
    const ac = reportCables(data).find((cable) => cable.kind === 'ac')!;
    // Assess: 2.5 mm² carries 26 × 0.9220 = 24.0 A, 4 mm² 35 × 0.9220 = 32.3 A, its line loss under 3 %.
    expect(ac.result).toBe('error');
    expect(ac.laying.method).toBe('A1');
    expect(ac.suggestedAreaMm2).toBe(4);
  });
});
