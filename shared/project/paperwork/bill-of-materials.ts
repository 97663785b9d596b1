/**
 * The bill of materials of a saved project: what an installer buys, counted from the design as
 * stored. One function for the report's page and the exported workbook, so both list the same.
 *
 * - Panels per model: the arrays' panel counts.
 * - Inverters per model: the groups' unit counts.
 * - Batteries per model: units × modules per inverter.
 * - DC cable per material and cross-section: 2 × one-way length × strings of every designed MPPT
 *   row (a positive and a negative single-core cable per string).
 * - AC cable per material and cross-section: one-way length of every inverter, as one multi-core
 *   cable (line, neutral and earth single phase: 3 cores; three lines, neutral and earth: 5).
 * - Mounting per laying method: rails and clamps by the rule of mounting-estimate.ts.
 *
 * Unit prices come from the investment step's itemised costs, which are per W of installed
 * capacity: a panel costs the modules' price × its peak power; the inverters' share (price × the
 * capacity) is spread over the units by their rated AC power, the batteries' by their capacity.
 * Items without an itemised cost (cables, mounting) or with none given have no price.
 */

import type { MainsVoltageType } from '../../electrical/types';
import type { ChargeDetailKey, InvestmentData } from '../../finance/investment';
import type { LayingMethod } from '../../layout/types';
import { rounded } from '../../numbers/rounding';
import { type MountingEstimate, mountingEstimate } from './mounting-estimate';

/** What the bill is counted from: the stored project's arrays, groups and investment. */
export interface BomSource {
  /** Installed capacity from the inverters. [kW] */
  capacityKw: number;
  investment: InvestmentData;
  pvArray: readonly {
    panelcount: number;
    layout: { layingMethod: number } | null;
    panel: {
      manufacturer: string;
      componentmodelname: string;
      /** [W] */
      peakpower: number;
      /** [m] */
      componentlength: number;
      componentwidth: number;
    };
  }[];
  inverter: readonly {
    invertercount: number;
    batterynumber?: number | null;
    info: { modelname: string; vendor: string; mainsvoltype: MainsVoltageType; ratedacoutputpower: number };
    battery: { batterybrand: string; batterymodel: string; batterycapacity: number } | null;
    inverters: readonly {
      DC: readonly BomCable[];
      AC: Omit<BomCable, 'numberOfStrings' | 'numberOfComponentsPerString'> | null;
    }[];
  }[];
}

interface BomCable {
  numberOfStrings: number;
  numberOfComponentsPerString: number;
  /** The material's name as copied ('' when none is chosen). */
  name: string;
  /** One-way length. [m] */
  cableMaterialLength: number;
  /** [mm²] */
  cableMaterialArea: number;
}

export const BOM_CATEGORIES = [
  'panel',
  'inverter',
  'battery',
  'dcCable',
  'acCable',
  'rail',
  'midClamp',
  'endClamp',
] as const;
export type BomCategory = (typeof BOM_CATEGORIES)[number];

export interface BomLine {
  category: BomCategory;
  /** The maker ('' for cables and mounting). */
  manufacturer: string;
  /** The model; a cable's material name ('' when none was chosen). */
  model: string;
  /** A cable's cross-section. [mm²] */
  areaMm2?: number;
  /** An AC cable's cores. */
  cores?: number;
  /** Mounting: the laying method, null for manual arrays. */
  layingMethod?: LayingMethod | null;
  quantity: number;
  unit: 'piece' | 'metre';
  /** [currency], 2 decimals; null without an itemised cost. */
  unitPrice: number | null;
  /** quantity × unit price, 2 decimals; null without a price. */
  total: number | null;
}

/** Cores of an AC cable: line(s), neutral and protective earth. */
const AC_CORES: Readonly<Record<MainsVoltageType, number>> = { 'Single-Phase': 3, 'Three-Phase': 5 };

const money = (value: number) => rounded(value, 'quoteMoney');

/** The money an itemised cost stands for (price per W × capacity), or null when not given. [currency] */
function itemisedMoney(source: BomSource, key: ChargeDetailKey): number | null {
  const perWatt = source.investment.chargeDetails[key];
  return perWatt > 0 && source.capacityKw > 0 ? perWatt * source.capacityKw * 1000 : null;
}

/** Adds lines with the same key together (quantities summed; the first line's other fields kept). */
class LineTotals {
  private readonly lines = new Map<string, BomLine>();
  add(key: string, line: Omit<BomLine, 'unitPrice' | 'total'> & { unitPrice?: number | null }) {
    const known = this.lines.get(key);
    if (known) known.quantity += line.quantity;
    else this.lines.set(key, { unitPrice: null, total: null, ...line });
  }
  all(): BomLine[] {
    return [...this.lines.values()];
  }
}

function equipmentLines(source: BomSource, totals: LineTotals) {
  const panelPerWatt = source.investment.chargeDetails.component;
  for (const { panel, panelcount } of source.pvArray) {
    totals.add(`panel|${panel.manufacturer}|${panel.componentmodelname}|${panel.peakpower}`, {
      category: 'panel',
      manufacturer: panel.manufacturer,
      model: panel.componentmodelname,
      quantity: panelcount,
      unit: 'piece',
      unitPrice: panelPerWatt > 0 ? money(panelPerWatt * panel.peakpower) : null,
    });
  }
  const acPowerW = source.inverter.reduce((sum, g) => sum + g.info.ratedacoutputpower * g.invertercount, 0);
  const inverterMoney = itemisedMoney(source, 'inverter');
  const batteries = (g: BomSource['inverter'][number]) => g.invertercount * (g.batterynumber ?? 0);
  const batteryKwh = source.inverter.reduce(
    (sum, g) => sum + (g.battery?.batterycapacity ?? 0) * batteries(g),
    0,
  );
  const batteryMoney = itemisedMoney(source, 'battery');
  for (const group of source.inverter) {
    const { info, battery } = group;
    totals.add(`inverter|${info.modelname}`, {
      category: 'inverter',
      manufacturer: info.vendor,
      model: info.modelname,
      quantity: group.invertercount,
      unit: 'piece',
      unitPrice:
        inverterMoney && acPowerW > 0 ? money((inverterMoney * info.ratedacoutputpower) / acPowerW) : null,
    });
    if (!battery || batteries(group) === 0) continue;
    totals.add(`battery|${battery.batterybrand}|${battery.batterymodel}`, {
      category: 'battery',
      manufacturer: battery.batterybrand,
      model: battery.batterymodel,
      quantity: batteries(group),
      unit: 'piece',
      unitPrice:
        batteryMoney && batteryKwh > 0 ? money((batteryMoney * battery.batterycapacity) / batteryKwh) : null,
    });
  }
}

function cableLines(source: BomSource, totals: LineTotals) {
  for (const group of source.inverter) {
    const cores = AC_CORES[group.info.mainsvoltype];
    for (const unit of group.inverters) {
      for (const dc of unit.DC) {
        const designed = dc.numberOfStrings > 0 && dc.numberOfComponentsPerString > 0;
        if (!designed || dc.cableMaterialLength <= 0) continue;
        totals.add(`dc|${dc.name}|${dc.cableMaterialArea}`, {
          category: 'dcCable',
          manufacturer: '',
          model: dc.name,
          areaMm2: dc.cableMaterialArea,
          quantity: 2 * dc.cableMaterialLength * dc.numberOfStrings,
          unit: 'metre',
        });
      }
      const ac = unit.AC;
      if (!ac || ac.cableMaterialLength <= 0) continue;
      totals.add(`ac|${ac.name}|${ac.cableMaterialArea}|${cores}`, {
        category: 'acCable',
        manufacturer: '',
        model: ac.name,
        areaMm2: ac.cableMaterialArea,
        cores,
        quantity: ac.cableMaterialLength,
        unit: 'metre',
      });
    }
  }
}

function mountingLines(source: BomSource, totals: LineTotals) {
  const parts: [BomCategory, keyof MountingEstimate, BomLine['unit']][] = [
    ['rail', 'railM', 'metre'],
    ['midClamp', 'midClamps', 'piece'],
    ['endClamp', 'endClamps', 'piece'],
  ];
  for (const array of source.pvArray) {
    const method = (array.layout?.layingMethod ?? null) as LayingMethod | null;
    const estimate = mountingEstimate({
      panels: array.panelcount,
      panelLengthM: array.panel.componentlength,
      panelWidthM: array.panel.componentwidth,
      layingMethod: method,
    });
    for (const [category, part, unit] of parts) {
      if (estimate[part] <= 0) continue;
      const line = { manufacturer: '', model: '', layingMethod: method };
      totals.add(`${category}|${method}`, { ...line, category, quantity: estimate[part], unit });
    }
  }
}

/**
 * The project's bill of materials, in category order (panels, inverters, batteries, DC and AC
 * cable, rails, mid and end clamps); metres to 1 decimal.
 *
 * @example
 * billOfMaterials(project).find((line) => line.category === 'panel')?.quantity; // 24
 */
export function billOfMaterials(source: BomSource): BomLine[] {
  const totals = new LineTotals();
  equipmentLines(source, totals);
  cableLines(source, totals);
  mountingLines(source, totals);
  const order = (line: BomLine) => BOM_CATEGORIES.indexOf(line.category);
  return totals
    .all()
    .map((line) => {
      const quantity = line.unit === 'metre' ? rounded(line.quantity, 'cableLengthM') : line.quantity;
      const total = line.unitPrice === null ? null : money(quantity * line.unitPrice);
      return { ...line, quantity, total };
    })
    .sort((a, b) => order(a) - order(b));
}
