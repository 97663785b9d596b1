/**
 * SVG paths against a canvas for the roof drawer's panels (the target: "redrawing a 5,000-panel
 * array on screen ≤ 50 ms (choose canvas or SVG by measuring)"). The bench field's fill (about
 * 5 000 panels, layout.ts) is drawn both ways in the same headless Chromium, whole on a
 * 960 × 640 px plan, one renderer shown at a time:
 * - SVG as the drawer draws it: paths of 200 positions in whole millimetres (layout-view.ts),
 *   a non-scaling 0.5 px white stroke; a zoom sets the viewBox, a removal replaces one path;
 * - canvas, a path per panel (filled, stroked) or one path for all; a zoom or a removal redraws
 *   it all.
 * Measured 2026-11-26: a path per panel on a canvas redraws the whole field a frame sooner at
 * the median (zoom 33 against 48 ms), with the same p95 (50 ms) and the same removal (33 ms);
 * one canvas path for all is 3-4× slower (Skia fills one 5 000-part path slowly in software).
 * The drawer keeps SVG: both meet the target, and the panels stay elements that tests, the
 * keyboard selection and screen readers reach.
 * Each figure: the change to the second animation frame after it (the frame that shows it).
 */

import { launchBrowser } from '../../infra/local/browser';
import { fillPolygonWithPanels } from '../../shared/layout/fill';
import { boundingBox } from '../../shared/layout/polygon';
import {
  PATH_UNITS_PER_M,
  panelPathChunks,
} from '../../web/src/features/project-editor/pv-arrays/roof/layout-view';
import { percentiles } from '../support/runtime';
import type { BenchSection } from '../types';
import { fieldOptions, fieldPolygon } from './layout';

const RUNS = 21;

/** The page's script: plain JavaScript, so no build step renames or wraps its functions. */
const PAGE_SCRIPT = `
const { corners, paths, removedPath, box, units } = window.DATA;
const W = 960, H = 640;
const svg = document.querySelector('svg');
const group = svg.querySelector('g');
group.innerHTML = paths.map((d) => '<path vector-effect="non-scaling-stroke" d="' + d + '"/>').join('');
const canvas = document.querySelector('canvas');
const context = canvas.getContext('2d');
const viewBox = (scale) => {
  const w = box.width * scale, h = box.height * scale;
  return { x: box.x + (box.width - w) / 2, y: box.y + (box.height - h) / 2, width: w, height: h };
};
const quad = (o) => {
  context.moveTo(corners[o], -corners[o + 1]);
  context.lineTo(corners[o + 2], -corners[o + 3]);
  context.lineTo(corners[o + 4], -corners[o + 5]);
  context.lineTo(corners[o + 6], -corners[o + 7]);
  context.closePath();
};
// onePath: every panel in one path, filled then stroked; else a path per panel.
const drawCanvas = (scale, skip, onePath) => {
  const v = viewBox(scale);
  const k = W / v.width;
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.clearRect(0, 0, W, H);
  context.setTransform(k, 0, 0, H / v.height, -v.x * k, -v.y * (H / v.height));
  context.fillStyle = 'rgba(31, 78, 140, 0.9)';
  context.lineWidth = 0.5 / k;
  context.strokeStyle = '#ffffff';
  if (onePath) context.beginPath();
  for (let p = 0; p < corners.length / 8; p++) {
    if (p === skip) continue;
    if (onePath) {
      quad(p * 8);
      continue;
    }
    context.beginPath();
    quad(p * 8);
    context.fill();
    context.stroke();
  }
  if (onePath) {
    context.fill();
    context.stroke();
  }
};
const setSvg = (scale) => {
  const v = viewBox(scale);
  svg.setAttribute('viewBox', v.x + ' ' + v.y + ' ' + v.width + ' ' + v.height);
};
const toFrame = (change) => new Promise((resolve) => {
  const started = performance.now();
  change();
  requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - started)));
});
const first = group.firstElementChild;
const original = first.getAttribute('d');
window.measure = async (kind, runs) => {
  const svgShown = kind.startsWith('svg');
  svg.style.display = svgShown ? 'block' : 'none';
  canvas.style.display = svgShown ? 'none' : 'block';
  const onePath = kind.includes('one-path');
  setSvg(1);
  drawCanvas(1, -1, onePath);
  await toFrame(() => {});
  const times = [];
  for (let i = 0; i < runs; i++) {
    const odd = i % 2 === 1;
    if (kind === 'svg-zoom') times.push(await toFrame(() => setSvg(odd ? 1 : 0.5)));
    if (kind === 'svg-remove') times.push(await toFrame(() => first.setAttribute('d', odd ? original : removedPath)));
    if (kind.startsWith('canvas') && kind.endsWith('zoom')) times.push(await toFrame(() => drawCanvas(odd ? 1 : 0.5, -1, onePath)));
    if (kind.startsWith('canvas') && kind.endsWith('remove')) times.push(await toFrame(() => drawCanvas(1, odd ? -1 : 0, onePath)));
  }
  return times.slice(1);
};
`;

function pageHtml(): { html: string; panels: number } {
  const layout = fillPolygonWithPanels(fieldPolygon(), { ...fieldOptions(), removedIndices: [] });
  const chunks = panelPathChunks(layout.corners, new Set(), null);
  const withoutFirst = panelPathChunks(layout.corners, new Set([0]), chunks);
  const b = boundingBox(fieldPolygon());
  // The field with a margin, in the plan's units (metres, y south), at the plan's proportions.
  const width = Math.max(b.maxX - b.minX, ((b.maxY - b.minY) * 960) / 640) * 1.05;
  const height = (width * 640) / 960;
  const box = { x: (b.minX + b.maxX) / 2 - width / 2, y: -(b.minY + b.maxY) / 2 - height / 2, width, height };
  const data = {
    corners: Array.from(layout.corners),
    paths: chunks.map((chunk) => chunk.d),
    removedPath: withoutFirst[0]!.d,
    box,
    units: PATH_UNITS_PER_M,
  };
  const html = `<!doctype html><html><body style="margin:0">
<svg width="960" height="640" preserveAspectRatio="none" style="display:block">
<g transform="scale(${1 / PATH_UNITS_PER_M})" fill="#1f4e8c" fill-opacity="0.9" stroke="#ffffff" stroke-width="0.5"></g></svg>
<canvas width="960" height="640" style="display:none"></canvas>
<script>window.DATA = ${JSON.stringify(data)};</script><script>${PAGE_SCRIPT}</script></body></html>`;
  return { html, panels: layout.panelCount };
}

export default async function roofRenderBench(): Promise<BenchSection> {
  const { html, panels } = pageHtml();
  const browser = await launchBrowser();
  try {
    const page = await (await browser.newContext({ viewport: { width: 1000, height: 700 } })).newPage();
    await page.setContent(html);
    const measure = async (kind: string) =>
      percentiles(
        await page.evaluate(
          ([k, runs]) =>
            (globalThis as unknown as { measure(kind: string, runs: number): Promise<number[]> }).measure(
              k as string,
              runs as number,
            ),
          [kind, RUNS],
        ),
      );
    const figures: Record<string, { p50: number; p95: number }> = {};
    const kinds = [
      'svg-zoom',
      'canvas-zoom',
      'canvas-one-path-zoom',
      'svg-remove',
      'canvas-remove',
      'canvas-one-path-remove',
    ];
    for (const kind of kinds) figures[kind] = await measure(kind);
    const rows = (kind: string, what: string, target?: number) => [
      { metric: `${what}, p50`, value: figures[kind]!.p50, unit: 'ms' },
      { metric: `${what}, p95`, value: figures[kind]!.p95, unit: 'ms', ...(target ? { target } : {}) },
    ];
    return {
      name: `Roof panels on screen: SVG paths against a canvas (${panels} panels, 960 × 640 px)`,
      rows: [
        ...rows('svg-zoom', 'SVG (the drawer’s): zoom, change to frame', 50),
        ...rows('canvas-zoom', 'canvas, a path per panel: zoom, change to frame', 50),
        ...rows('canvas-one-path-zoom', 'canvas, one path for all: zoom, change to frame', 50),
        ...rows('svg-remove', 'SVG (the drawer’s): remove a panel (one path replaced), change to frame', 50),
        ...rows(
          'canvas-remove',
          'canvas, a path per panel: remove a panel (all redrawn), change to frame',
          50,
        ),
        ...rows(
          'canvas-one-path-remove',
          'canvas, one path for all: remove a panel (all redrawn), change to frame',
          50,
        ),
      ],
      notes: [
        'The renderers alone, on a bare page (no React, no drawer): the figures in "Web: the roof drawer" are the drawer’s own.',
        'Headless Chromium, software rendering; a frame is up to 17-33 ms of each figure.',
      ],
    };
  } finally {
    await browser.close();
  }
}
