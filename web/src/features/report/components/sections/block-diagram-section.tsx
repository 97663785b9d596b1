/**
 * The system block diagram [REP-1]: PV arrays → strings → MPPT inputs → inverters → grid and
 * load, a storage project's battery on its inverter's DC/battery port, as SVGs laid out by
 * model/block-diagram.ts, each with a title and a description a screen reader reads instead of
 * the drawing. Each part fits a page [REP-6]: a design too tall for one is drawn in parts of
 * whole inverter groups, the later ones titled as continued; a single part taller than a page is
 * drawn smaller.
 */
import './block-diagram.css';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BRAND_COLOUR } from '@/lib/charts/highcharts';
import { type ReportFormat, useReportFormat } from '../../hooks/use-report-format';
import {
  type BlockDiagram,
  blockDiagramParts,
  type DiagramEdge,
  type DiagramNode,
  type NodeFacts,
} from '../../model/block-diagram';
import { labelLines } from '../../model/label-lines';
import type { ReportData } from '../../model/report-data';
import { ReportSection } from '../report-parts';

/** The two lines of a node: what it is and its figures. */
function nodeLines(facts: NodeFacts, t: TFunction<'report'>, f: ReportFormat): [string, string] {
  switch (facts.kind) {
    case 'array':
      return [
        facts.name,
        t('diagram.arrayDetail', { panels: facts.panelCount, power: f.quantity(facts.peakKw, 2, 'kWp') }),
      ];
    case 'strings':
      return [
        t('diagram.strings'),
        facts.panelsPerString === null
          ? t('diagram.stringCount', { strings: facts.strings })
          : `${facts.strings} × ${facts.panelsPerString}`,
      ];
    case 'mppt': {
      const power = f.quantity(facts.powerKw, 2, 'kWp');
      if (facts.inputs !== null) return [facts.label, t('diagram.inputs', { inputs: facts.inputs, power })];
      return [facts.label, facts.unit === null ? power : t('diagram.unit', { unit: facts.unit, power })];
    }
    case 'inverter':
      return [facts.model, `${facts.count} × ${f.quantity(facts.ratedKw, 1, 'kW')}`];
    case 'battery':
      return [facts.model, f.quantity(facts.capacityKwh, 1, 'kWh')];
    case 'grid':
      return [t('diagram.grid'), t('diagram.gridNote')];
    case 'load':
      return [t('diagram.load'), t('diagram.loadNote')];
  }
}

/** Font sizes of a node's title and detail (block-diagram.css). [px] */
const TITLE_PX = 11;
const DETAIL_PX = 10;
/** Line heights. [px] */
const TITLE_LINE = 13;
const DETAIL_LINE = 12;
/** Room left and right of the text inside a box, and above and below it. [px] */
const PADDING = 5;

/**
 * A node's box with its title and figures, each wrapped onto up to two lines within the box
 * (a long battery or inverter model is never cut short); the box grows when they need it.
 */
function Node({ node, lines }: { node: DiagramNode; lines: [string, string] }) {
  const textWidth = node.width - 2 * PADDING;
  const title = labelLines(lines[0], textWidth, TITLE_PX);
  const detail = labelLines(lines[1], textWidth, DETAIL_PX);
  const textHeight = title.length * TITLE_LINE + detail.length * DETAIL_LINE;
  const height = Math.max(node.height, textHeight + 4 * PADDING);
  // Baselines: the block of lines centred on the node's middle.
  const top = node.y - textHeight / 2 - 3;
  const rows = [
    ...title.map((text, i) => ({
      id: `title-${i}`,
      text,
      y: top + (i + 1) * TITLE_LINE,
      className: 'report-node-title',
    })),
    ...detail.map((text, i) => ({
      id: `detail-${i}`,
      text,
      y: top + title.length * TITLE_LINE + (i + 1) * DETAIL_LINE,
      className: 'report-node-detail',
    })),
  ];
  return (
    <g className={`report-node report-node-${node.facts.kind}`}>
      <rect x={node.x - node.width / 2} y={node.y - height / 2} width={node.width} height={height} rx={6} />
      {rows.map((row) => (
        <text key={row.id} x={node.x} y={row.y} textAnchor="middle" className={row.className}>
          {row.text}
        </text>
      ))}
    </g>
  );
}

/**
 * The most a part is drawn high: 872 px at 180 mm wide is 231 mm, which leaves room on an A4
 * page's 267 mm for the heading and the note. [px]
 */
const MAX_DRAWN_HEIGHT = 872;

/** An edge's path: a power flow as a curve from the left node's right side to the right node's left; a port link straight down. */
function edgePath(edge: DiagramEdge, from: DiagramNode, to: DiagramNode): string {
  if (edge.kind === 'port') return `M${from.x},${from.y + from.height / 2} L${to.x},${to.y - to.height / 2}`;
  const x1 = from.x + from.width / 2;
  const x2 = to.x - to.width / 2;
  const middle = (x1 + x2) / 2;
  return `M${x1},${from.y} C${middle},${from.y} ${middle},${to.y} ${x2},${to.y}`;
}

function DiagramDrawing({ diagram, title }: { diagram: BlockDiagram; title: string }) {
  const { t } = useTranslation('report');
  const f = useReportFormat();
  const titleId = useId();
  const descriptionId = useId();
  const byId = new Map(diagram.nodes.map((node) => [node.id, node]));
  const lines = new Map(diagram.nodes.map((node) => [node.id, nodeLines(node.facts, t, f)]));
  const description = diagram.edges
    .map((edge) => {
      const link = edge.kind === 'port' ? ` ${t('diagram.batteryPort')} ` : ' → ';
      return `${lines.get(edge.from)!.join(' ')}${link}${lines.get(edge.to)!.join(' ')}`;
    })
    .join('; ');
  const scale = Math.min(1, MAX_DRAWN_HEIGHT / diagram.height);
  const ports = diagram.edges.filter((edge) => edge.kind === 'port');
  return (
    <svg
      className="report-diagram"
      viewBox={`0 0 ${diagram.width} ${diagram.height}`}
      width={diagram.width * scale}
      height={diagram.height * scale}
      role="img"
      aria-labelledby={`${titleId} ${descriptionId}`}
    >
      <title id={titleId}>{title}</title>
      <desc id={descriptionId}>{description}</desc>
      <g fill="none" stroke={BRAND_COLOUR} strokeWidth={1.5}>
        {diagram.edges
          .filter((edge) => edge.kind !== 'port')
          .map((edge) => (
            <path
              key={`${edge.from}>${edge.to}`}
              d={edgePath(edge, byId.get(edge.from)!, byId.get(edge.to)!)}
            />
          ))}
      </g>
      <g className="report-diagram-port">
        {ports.map((edge) => {
          const from = byId.get(edge.from)!;
          const to = byId.get(edge.to)!;
          return (
            <g key={`${edge.from}>${edge.to}`}>
              <path d={edgePath(edge, from, to)} />
              <text x={from.x + 6} y={(from.y + to.y) / 2 + 4} className="report-node-detail">
                {t('diagram.batteryPort')}
              </text>
            </g>
          );
        })}
      </g>
      {diagram.nodes.map((node) => (
        <Node key={node.id} node={node} lines={lines.get(node.id)!} />
      ))}
    </svg>
  );
}

export function BlockDiagramSection({ data, storage }: { data: ReportData; storage: boolean }) {
  const { t } = useTranslation('report');
  const parts = blockDiagramParts(data, storage);
  return (
    <>
      {parts.map((diagram, p) => {
        const title =
          p === 0 ? t('diagram.title') : t('diagram.continued', { part: p + 1, parts: parts.length });
        return (
          <ReportSection
            key={title}
            name={p === 0 ? 'block-diagram' : 'block-diagram-continued'}
            title={title}
          >
            <DiagramDrawing diagram={diagram} title={title} />
            {p === parts.length - 1 && <p className="report-note">{t('diagram.note')}</p>}
          </ReportSection>
        );
      })}
    </>
  );
}
