/**
 * The system block diagram [REP-1]: PV arrays → strings → MPPT inputs → inverters → grid and
 * load, laid out in columns for an SVG of the A4 content width. A storage project's battery sits on
 * its hybrid inverter's DC/battery port: drawn under the inverter, joined to it by a port link, the
 * inverter alone feeding the grid and the load. Nodes of a column are 90 px apart (80-100 [REP-1])
 * and the drawing is at least 360 px high. A design with more MPPT inputs than fit a page is drawn
 * per inverter group instead of per input; one with more rows than a page holds is drawn in parts
 * of whole inverter groups, each on a page of its own [REP-6].
 */
import type { DcEntryRecord } from '@pvd/shared/project/record/inverter-group';
import type { ReportData } from './report-data';

/** Drawing width: the A4 content width (180 mm at 96 px/in). [px] */
export const DIAGRAM_WIDTH = 680;
/** The minimum height [REP-1]. [px] */
export const DIAGRAM_MIN_HEIGHT = 360;
/** Distance between the centres of two nodes of a column (80-100 [REP-1]). [px] */
export const NODE_SPACING = 90;
/** [px] */
export const NODE_HEIGHT = 52;
/** Space above the first and below the last node. [px] */
const MARGIN = 50;
/** Beyond this many MPPT inputs the string and MPPT columns show one node per inverter group. */
export const MAX_DETAILED_INPUTS = 12;

export type NodeKind = 'array' | 'strings' | 'mppt' | 'inverter' | 'battery' | 'grid' | 'load';

/** What a node says; the component words it in the report's language. */
export type NodeFacts =
  | { kind: 'array'; name: string; panelCount: number; peakKw: number }
  | { kind: 'strings'; strings: number; panelsPerString: number }
  | { kind: 'strings'; strings: number; panelsPerString: null }
  /** One input (`inputs` null) or a group's inputs together; the DC power wired to it. [kWp] */
  | { kind: 'mppt'; label: string; unit: number | null; inputs: number | null; powerKw: number }
  | { kind: 'inverter'; model: string; count: number; ratedKw: number }
  | { kind: 'battery'; model: string; capacityKwh: number }
  | { kind: 'grid' }
  | { kind: 'load' };

export interface DiagramNode {
  id: string;
  facts: NodeFacts;
  /** Centre. [px] */
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface DiagramEdge {
  from: string;
  to: string;
  /** 'port': the battery on its inverter's DC/battery port (a vertical link), not a power flow. */
  kind?: 'port';
}

export interface BlockDiagram {
  width: number;
  height: number;
  nodes: DiagramNode[];
  edges: DiagramEdge[];
}

type Column = { id: string; facts: NodeFacts }[];

/** How a diagram (or a part of one) is drawn, decided on the whole design. */
interface DrawingChoice {
  /** One string and MPPT node per designed input, else one per inverter group. */
  detailed: boolean;
  /** The MPPT nodes name their unit (the design has more than one unit). */
  numberUnits: boolean;
}

/** The string and MPPT columns, one node per designed MPPT input (or per group when too many). */
function inputColumns(
  data: Pick<ReportData, 'inverter' | 'pvarray'>,
  { detailed, numberUnits }: DrawingChoice,
) {
  const panelWatts = new Map(data.pvarray.map((array) => [array.id, array.panel.peakpower]));
  /** DC power of a DC entry: strings × panels per string × the array's panel. [kWp] */
  const powerKw = (dc: DcEntryRecord) =>
    (dc.numberOfStrings * dc.numberOfComponentsPerString * (panelWatts.get(dc.pvArrayId ?? '') ?? 0)) / 1000;
  const strings: Column = [];
  const mppts: Column = [];
  const edges: DiagramEdge[] = [];
  data.inverter.forEach((group, g) => {
    const inverterId = `inverter-${g}`;
    if (!detailed) {
      const entries = group.inverters.flatMap((unit) => unit.DC).filter((dc) => dc.numberOfStrings > 0);
      const stringsId = `strings-${g}`;
      const mpptId = `mppt-${g}`;
      strings.push({
        id: stringsId,
        facts: {
          kind: 'strings',
          strings: entries.reduce((sum, dc) => sum + dc.numberOfStrings, 0),
          panelsPerString: null,
        },
      });
      mppts.push({
        id: mpptId,
        facts: {
          kind: 'mppt',
          label: 'MPPT',
          unit: null,
          inputs: entries.length,
          powerKw: entries.reduce((sum, dc) => sum + powerKw(dc), 0),
        },
      });
      const arrays = new Set(entries.map((dc) => dc.pvArrayId));
      for (const arrayId of arrays) edges.push({ from: `array-${arrayId}`, to: stringsId });
      edges.push({ from: stringsId, to: mpptId }, { from: mpptId, to: inverterId });
      return;
    }
    group.inverters.forEach((unit, u) => {
      for (const dc of unit.DC) {
        if (dc.numberOfStrings <= 0 || !dc.pvArrayId) continue;
        const key = `${g}-${u}-${dc.mpptNo}`;
        strings.push({
          id: `strings-${key}`,
          facts: {
            kind: 'strings',
            strings: dc.numberOfStrings,
            panelsPerString: dc.numberOfComponentsPerString,
          },
        });
        const unitNumber = numberUnits || group.inverters.length > 1 ? u + 1 : null;
        mppts.push({
          id: `mppt-${key}`,
          facts: { kind: 'mppt', label: dc.mpptNo, unit: unitNumber, inputs: null, powerKw: powerKw(dc) },
        });
        edges.push(
          { from: `array-${dc.pvArrayId}`, to: `strings-${key}` },
          { from: `strings-${key}`, to: `mppt-${key}` },
          { from: `mppt-${key}`, to: inverterId },
        );
      }
    });
  });
  return { strings, mppts, edges };
}

/** The MPPT inputs that carry strings. */
function designedInputs(data: Pick<ReportData, 'inverter'>): number {
  return data.inverter
    .flatMap((group) => group.inverters.flatMap((unit) => unit.DC))
    .filter((dc) => dc.numberOfStrings > 0).length;
}

/** Places the columns: evenly across the width, each column centred vertically. */
function place(columns: Column[], edges: DiagramEdge[]): BlockDiagram {
  const tallest = Math.max(...columns.map((column) => column.length));
  const height = Math.max(DIAGRAM_MIN_HEIGHT, (tallest - 1) * NODE_SPACING + NODE_HEIGHT + 2 * MARGIN);
  const columnWidth = DIAGRAM_WIDTH / columns.length;
  const nodeWidth = Math.min(columnWidth - 12, 130);
  const nodes = columns.flatMap((column, c) => {
    const top = height / 2 - ((column.length - 1) * NODE_SPACING) / 2;
    return column.map((node, i) => ({
      ...node,
      x: columnWidth * (c + 0.5),
      y: top + i * NODE_SPACING,
      width: nodeWidth,
      height: NODE_HEIGHT,
    }));
  });
  const ids = new Set(nodes.map((node) => node.id));
  // An MPPT wired to an array that is not in the report any more has no line to draw.
  return {
    width: DIAGRAM_WIDTH,
    height,
    nodes,
    edges: edges.filter((e) => ids.has(e.from) && ids.has(e.to)),
  };
}

/** The whole design's drawing choice. */
function drawingChoice(data: Pick<ReportData, 'inverter'>): DrawingChoice {
  return { detailed: designedInputs(data) <= MAX_DETAILED_INPUTS, numberUnits: data.inverter.length > 1 };
}

/**
 * The diagram of a design.
 *
 * @param storage - True for a storage project: each group's battery under its inverter, and the load.
 * @example
 * blockDiagram(data, false).nodes.map((n) => n.facts.kind);
 * // ['array', 'strings', 'strings', 'mppt', 'mppt', 'inverter', 'grid']
 */
export function blockDiagram(
  data: Pick<ReportData, 'inverter' | 'pvarray'>,
  storage: boolean,
  choice: DrawingChoice = drawingChoice(data),
): BlockDiagram {
  const arrays: Column = data.pvarray.map((array) => ({
    id: `array-${array.id}`,
    facts: {
      kind: 'array',
      name: array.pvarrayname,
      panelCount: array.panelcount,
      peakKw: array.peakpower,
    },
  }));
  const inputs = inputColumns(data, choice);
  const edges: DiagramEdge[] = [...inputs.edges];
  const outputs: Column = [{ id: 'grid', facts: { kind: 'grid' } }];
  if (storage) outputs.push({ id: 'load', facts: { kind: 'load' } });
  // The inverter column: each inverter, and under it the battery on its DC/battery port. The
  // hybrid inverter, not the battery, feeds the grid and the load.
  const inverters: Column = data.inverter.flatMap((group, g) => {
    const inverter = {
      id: `inverter-${g}`,
      facts: {
        kind: 'inverter' as const,
        model: group.modelname,
        count: group.invertercount,
        ratedKw: group.info.ratedacoutputpower / 1000,
      },
    };
    for (const output of outputs) edges.push({ from: inverter.id, to: output.id });
    if (!storage || !group.battery) return [inverter];
    edges.push({ from: inverter.id, to: `battery-${g}`, kind: 'port' });
    const battery = {
      id: `battery-${g}`,
      facts: {
        kind: 'battery' as const,
        model: `${group.battery.batterybrand} ${group.battery.batterymodel}`.trim(),
        capacityKwh: (group.batterycapacity ?? 0) * group.invertercount,
      },
    };
    return [inverter, battery];
  });
  const columns = [arrays, inputs.strings, inputs.mppts, inverters, outputs].filter(
    (column) => column.length > 0,
  );
  return place(columns, edges);
}

/** The most rows a part's tallest column may have: (9 − 1) × 90 + 52 + 100 = 872 px, 231 mm at 180 mm wide. */
export const MAX_PART_ROWS = 9;

/** The rows group `g` takes in each column: its arrays, its input nodes, its inverter (and battery). */
function groupRows(data: Pick<ReportData, 'inverter'>, g: number, storage: boolean, detailed: boolean) {
  const group = data.inverter[g]!;
  const entries = group.inverters.flatMap((unit) => unit.DC).filter((dc) => dc.numberOfStrings > 0);
  return {
    arrays: new Set(entries.flatMap((dc) => (dc.pvArrayId ? [dc.pvArrayId] : []))),
    inputs: detailed ? entries.filter((dc) => dc.pvArrayId).length : 1,
    inverter: storage && group.battery ? 2 : 1,
  };
}

/**
 * The diagram in parts that each fit a page: whole inverter groups, in their order, as many as
 * keep every column within {@link MAX_PART_ROWS} (a group taller than that is a part alone, drawn
 * smaller); each part with the arrays its groups take, the arrays wired to none in the first.
 *
 * @example
 * blockDiagramParts(fiveHybridInverters, true).length; // 2: four groups, then the fifth
 */
export function blockDiagramParts(
  data: Pick<ReportData, 'inverter' | 'pvarray'>,
  storage: boolean,
): BlockDiagram[] {
  const choice = drawingChoice(data);
  const parts: number[][] = [];
  let rows = { arrays: new Set<string>(), inputs: 0, inverter: 0 };
  data.inverter.forEach((_, g) => {
    const own = groupRows(data, g, storage, choice.detailed);
    const next = {
      arrays: new Set([...rows.arrays, ...own.arrays]),
      inputs: rows.inputs + own.inputs,
      inverter: rows.inverter + own.inverter,
    };
    const tallest = Math.max(next.arrays.size, next.inputs, next.inverter);
    if (parts.length === 0 || tallest > MAX_PART_ROWS) {
      parts.push([g]);
      rows = { ...own, arrays: new Set(own.arrays) };
    } else {
      parts.at(-1)!.push(g);
      rows = next;
    }
  });
  if (parts.length <= 1) return [blockDiagram(data, storage, choice)];
  const wired = new Set(
    data.inverter.flatMap((group) => group.inverters.flatMap((unit) => unit.DC.map((dc) => dc.pvArrayId))),
  );
  return parts.map((groups, p) => {
    const inverter = groups.map((g) => data.inverter[g]!);
    const used = new Set(
      inverter.flatMap((group) => group.inverters.flatMap((unit) => unit.DC.map((dc) => dc.pvArrayId))),
    );
    const pvarray = data.pvarray.filter((array) => used.has(array.id) || (p === 0 && !wired.has(array.id)));
    return blockDiagram({ inverter, pvarray }, storage, choice);
  });
}
