/**
 * The roof-drawn arrays' pictures for the report (issue 11 item 3): the SVG shows exactly the
 * panels the stored layout gives, and each picture is uploaded and stored with
 * uploadPvArrayImage; one failure does not stop the others.
 */
import { fillPolygonWithPanels } from '@pvd/shared/layout/fill';
import { cornersToPlan, planFrame } from '@pvd/shared/layout/plan-view';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { arrayDrawingSvg, uploadArrayDrawings } from '@/features/projects/editor/common/array-drawings';
import { installFakeApi, ok } from '../../../../support/fake-api';
import { twoArrayDraft } from '../arrays/arrays-fakes';
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
