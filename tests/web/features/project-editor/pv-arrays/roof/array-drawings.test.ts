/**
 * The roof-drawn arrays' pictures for the report: the SVG shows exactly the
 * panels the stored layout gives, and each picture is uploaded and stored with
 * uploadPvArrayImage; one failure does not stop the others.
 */
import { fillPolygonWithPanels } from '@pvd/shared/layout/fill';
import { cornersToPlan, planFrame, planToCorner } from '@pvd/shared/layout/plan-view';
import { installFakeApi, ok } from '@tests/web/support/fake-api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  arrayDrawingSvg,
  OBSTACLE_FILL,
  uploadArrayDrawings,
} from '@/features/project-editor/pv-arrays/roof/array-drawings';
import { twoArrayDraft } from '../arrays-fakes';
import { SITE, withDrawnSquare } from './roof-fakes';

function drawnDraft() {
  const draft = withDrawnSquare(twoArrayDraft());
  const roof = draft.body.pvArray!.find((array) => array.id === 'roof')!;
  roof.layout!.removedPanels = [0, 3];
  return draft;
}

describe('arrayDrawingSvg', () => {
  it('draws the stored layout’s kept panels, one subpath each', () => {
    const draft = drawnDraft();
    const roof = draft.body.pvArray!.find((array) => array.id === 'roof')!;
    const expected = fillPolygonWithPanels(cornersToPlan(planFrame(SITE), roof.layout!.areaLatLngs), {
      panelLengthM: 1.722,
      panelWidthM: 1.134,
      layingMethod: 1,
      surfaceTilt: roof.inclination,
      surfaceAzimuth: roof.azimuth,
      rowSpacingM: 1,
      removedIndices: [0, 3],
    }).panelCount;
    const svg = arrayDrawingSvg(roof, draft.copies, SITE)!;
    const d = /<path d="([^"]*)"/.exec(svg)![1]!;
    expect(expected).toBeGreaterThan(10);
    expect(d.match(/Z/g)).toHaveLength(expected);
    expect(svg).toContain('width="960" height="640"');
  });

  it('draws nothing for a manual array', () => {
    const draft = drawnDraft();
    expect(arrayDrawingSvg(draft.body.pvArray![0]!, draft.copies, SITE)).toBeNull();
  });
});

describe('uploadArrayDrawings', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('uploads each drawn array’s PNG and stores it with uploadPvArrayImage', async () => {
    const server = installFakeApi({
      'upload/createImageUpload': () =>
        ok({
          uploadId: 'up-1',
          url: 'https://storage.test/up-1',
          headers: { 'content-type': 'image/png' },
          expiresAt: 0,
        }),
      'pvarray/uploadPvArrayImage': () => ok({ url: 'https://storage.test/roof.png' }),
    });
    const api = globalThis.fetch;
    const puts: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method !== 'PUT') return api(input, init);
      puts.push(String(input));
      return new Response(null, { status: 200 });
    });
    const draft = drawnDraft();
    const pictures: string[] = [];
    const result = await uploadArrayDrawings('pro-1', draft.body, draft.copies, SITE, async (svg, name) => {
      pictures.push(svg);
      return new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
    });
    expect(result).toEqual({ stored: ['roof'], failed: [] });
    expect(pictures).toHaveLength(1);
    expect(server.callsTo('upload/createImageUpload')[0]?.body).toEqual({
      purpose: 'pvArrayImage',
      contentType: 'image/png',
      size: 4,
    });
    expect(puts).toEqual(['https://storage.test/up-1']);
    expect(server.callsTo('pvarray/uploadPvArrayImage')[0]?.body).toEqual({
      proid: 'pro-1',
      pvArrayId: 'roof',
      uploadId: 'up-1',
    });
  });

  it('leaves a box obstacle’s footprint free of panels in the picture and draws it there, as the drawer lays them', async () => {
    installFakeApi({
      'upload/createImageUpload': () =>
        ok({ uploadId: 'up-1', url: 'https://storage.test/up-1', headers: {}, expiresAt: 0 }),
      'pvarray/uploadPvArrayImage': () => ok({ url: 'https://storage.test/roof.png' }),
    });
    vi.stubGlobal('fetch', async () => new Response(null, { status: 200 }));
    const panelsIn = async (surroundings: unknown) => {
      const draft = drawnDraft();
      draft.body.surroundings = surroundings as typeof draft.body.surroundings;
      const pictures: string[] = [];
      await uploadArrayDrawings('pro-1', draft.body, draft.copies, SITE, async (svg, name) => {
        pictures.push(svg);
        return new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
      });
      const svg = pictures[0]!;
      return { svg, panels: /<path d="([^"]*)"/.exec(svg)![1]!.match(/Z/g)!.length };
    };
    // A 6 m × 6 m stairwell in the middle of the 20 m square.
    const frame = planFrame(SITE);
    const footprint = [
      { x: -3, y: -3 },
      { x: 3, y: -3 },
      { x: 3, y: 3 },
      { x: -3, y: 3 },
    ].map((point) => planToCorner(frame, point));
    const open = await panelsIn(null);
    const boxed = await panelsIn({ obstacles: [{ id: 'stair', kind: 'box', footprint, heightM: 3 }] });
    // Its 36 m² take panels of 1.722 × 1.134 m out of the fill: rows 1 m apart lay one panel
    // on about 3.3 m², so some ten of them (nine here; none without the footprint kept free).
    expect(open.panels - boxed.panels).toBeGreaterThanOrEqual(6);
    // The hole shows its stairwell: the footprint drawn in grey, under the panels (y south).
    expect(open.svg).not.toContain(OBSTACLE_FILL);
    const stairwell = new RegExp(`<polygon points="([^"]*)" fill="${OBSTACLE_FILL}"`).exec(boxed.svg)!;
    const corners = stairwell[1]!.split(' ').map((pair) => pair.split(',').map(Number));
    expect(Math.min(...corners.map(([x]) => x!))).toBeCloseTo(-3, 1);
    expect(Math.max(...corners.map(([, y]) => y!))).toBeCloseTo(3, 1);
    expect(boxed.svg.indexOf(OBSTACLE_FILL)).toBeLessThan(boxed.svg.indexOf('<path d='));
    // North up with its arrow, and a scale bar.
    expect(boxed.svg).toContain('>N</text>');
    expect(boxed.svg).toMatch(/>\d+ m<\/text>/);
  });

  it('reports an array whose picture failed', async () => {
    installFakeApi({});
    const draft = drawnDraft();
    const result = await uploadArrayDrawings('pro-1', draft.body, draft.copies, SITE, async () => {
      throw new Error('no canvas');
    });
    expect(result.stored).toEqual([]);
    expect(result.failed.map((failure) => failure.id)).toEqual(['roof']);
  });
});
