/**
 * The roof image persists [WIZ-5]: an array drawn on the user's roof image keeps where the
 * image lies in `layout.backdrop`; reopening it shows the stored image (getUserProjectBaseInfo's
 * roofImageUrl) at that placement and saving keeps it; a newly chosen file waits for the next
 * save and is then stored with setPvArrayRoofImage (purpose roofImage) before the array's picture.
 */
import '@tests/web/support/dom-polyfills';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, ok } from '@tests/web/support/fake-api';
import { FIRST_RENDER, PAGE_TEST, resetBrowserState } from '@tests/web/support/render-app';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EditorDraft } from '@/features/project-editor/model/draft';
import { uploadArrayDrawings } from '@/features/project-editor/pv-arrays/roof/array-drawings';
import {
  pendingRoofImage,
  setPendingRoofImage,
} from '@/features/project-editor/pv-arrays/roof/pending-roof-images';
import { setLanguage } from '@/lib/i18n';
import { savedView } from '../../editor-fakes';
import { arrayHandlers, customPanelInfo, renderStep, twoArrayDraft } from '../arrays-fakes';
import { layOutPlan, restoreLayout, SITE, withDrawnSquare } from './roof-fakes';

const STORED_URL = 'https://storage.test/images/acc/roofImage-1.png';
/** 40 m × 30 m of image, its middle 6 m east and 4 m south of the site, turned 12°. */
const BACKDROP = {
  centreEastM: 6,
  centreNorthM: -4,
  rotationDeg: 12,
  metresPerPixel: 0.02,
  widthPx: 2000,
  heightPx: 1500,
};
const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

/** A saved project whose drawn array 'roof' lies on the roof image. */
function imageDraft(): EditorDraft {
  const draft = withDrawnSquare(twoArrayDraft());
  draft.projectId = 'pro-1';
  draft.version = 3;
  const roof = draft.body.pvArray!.find((array) => array.id === 'roof')!;
  roof.layout = { ...roof.layout!, loadMapWay: 'image', backdrop: { ...BACKDROP } };
  return draft;
}

/** getUserProjectBaseInfo of the saved project: its array 'roof' with `roofImageUrl`. */
function viewAnswer(roofImageUrl: string | null) {
  const view = savedView();
  const first = view.pvArray[0]!;
  return () => ok({ ...view, pvArray: [first, { ...first, id: 'roof', roofImageUrl }] });
}

/** Opens the drawer of 'Main roof'; its code is a lazy chunk, compiled on the first open. */
async function reopenRoof() {
  await userEvent.click(
    await screen.findByRole('button', { name: 'Edit drawing of Main roof' }, FIRST_RENDER),
  );
  return screen.findByRole('dialog', { name: 'Edit the drawn PV array' }, FIRST_RENDER);
}

function shownImage() {
  const image = screen.getByTestId('roof-image');
  return {
    href: image.getAttribute('href'),
    x: Number(image.getAttribute('x')),
    y: Number(image.getAttribute('y')),
    width: Number(image.getAttribute('width')),
    height: Number(image.getAttribute('height')),
    transform: image.getAttribute('transform'),
  };
}

describe('reopening an array drawn on the roof image', PAGE_TEST, () => {
  let server: ReturnType<typeof installFakeApi>;
  const createObjectURL = URL.createObjectURL;
  const revokeObjectURL = URL.revokeObjectURL;
  beforeEach(async () => {
    resetBrowserState();
    await setLanguage('en');
    layOutPlan();
    URL.createObjectURL = () => 'blob:chosen-roof';
    URL.revokeObjectURL = () => {};
    setPendingRoofImage('roof', null);
    server = installFakeApi(
      arrayHandlers({
        'component/queryUserDefaultComponentInfo': () => ok(customPanelInfo),
        'project/getUserProjectBaseInfo': viewAnswer(STORED_URL),
      }),
    );
  });
  afterEach(() => {
    cleanup();
    restoreLayout();
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
    setPendingRoofImage('roof', null);
  });

  it('shows the stored image at its stored place, turn and scale, and saving keeps them', async () => {
    const step = renderStep(imageDraft());
    const dialog = await reopenRoof();
    await waitFor(() => expect(screen.getByTestId('roof-image').getAttribute('href')).toBe(STORED_URL));
    // 2000 px × 0.02 m = 40 m wide, 30 m high, centred 6 m east, 4 m south (y points south on screen).
    expect(shownImage()).toEqual({
      href: STORED_URL,
      x: 6 - 20,
      y: 4 - 15,
      width: 40,
      height: 30,
      transform: 'rotate(12 6 4)',
    });
    expect(within(dialog).getByText(/The roof image stored with the project/)).toBeTruthy();
    expect(server.callsTo('project/getUserProjectBaseInfo')[0]?.body).toEqual({ projectId: 'pro-1' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const saved = step.current().body.pvArray!.find((array) => array.id === 'roof')!;
    expect(saved.layout).toMatchObject({ loadMapWay: 'image', backdrop: BACKDROP });
    expect(pendingRoofImage('roof')).toBeNull();
  });

  it('says when the image was never stored, and keeps the placement', async () => {
    installFakeApi(
      arrayHandlers({
        'component/queryUserDefaultComponentInfo': () => ok(customPanelInfo),
        'project/getUserProjectBaseInfo': viewAnswer(null),
      }),
    );
    const step = renderStep(imageDraft());
    const dialog = await reopenRoof();
    expect(await within(dialog).findByText(/This roof image was not stored/)).toBeTruthy();
    expect(screen.queryByTestId('roof-image')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(step.current().body.pvArray!.find((array) => array.id === 'roof')!.layout?.backdrop).toEqual(
      BACKDROP,
    );
  });

  it('a file chosen in place of the stored one waits for the save, then is stored before the picture', async () => {
    const step = renderStep(imageDraft());
    const dialog = await reopenRoof();
    await waitFor(() => expect(screen.getByTestId('roof-image').getAttribute('href')).toBe(STORED_URL));
    const file = new File([pngBytes], 'roof.png', { type: 'image/png' });
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, file);
    await waitFor(() => expect(shownImage().href).toBe('blob:chosen-roof'));
    expect(within(dialog).getByText(/stored with the project at its next save/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const saved = step.current().body.pvArray!.find((array) => array.id === 'roof')!;
    expect(saved.layout?.loadMapWay).toBe('image');
    expect(saved.layout?.backdrop).toBeDefined();
    expect(pendingRoofImage('roof')).toBe(file);

    // Reopened before the save: the chosen file, not the stored one.
    await reopenRoof();
    await waitFor(() => expect(shownImage().href).toBe('blob:chosen-roof'));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    // The save's follow-up stores it (roofImage), then the picture (pvArrayImage).
    const uploads = installFakeApi({
      'upload/createImageUpload': (body) =>
        ok({
          uploadId: `up-${(body as { purpose: string }).purpose}`,
          url: 'https://storage.test/put',
          headers: { 'content-type': 'image/png' },
          expiresAt: 0,
        }),
      'pvarray/setPvArrayRoofImage': () => ok({ url: STORED_URL }),
      'pvarray/uploadPvArrayImage': () => ok({ url: 'https://storage.test/drawing.png' }),
    });
    const api = globalThis.fetch;
    vi.stubGlobal('fetch', async (target: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'PUT' ? new Response(null, { status: 200 }) : api(target, init),
    );
    try {
      const body = step.current().body;
      const result = await uploadArrayDrawings(
        'pro-1',
        body,
        step.current().copies,
        SITE,
        async (_s, name) => {
          return new File([pngBytes], name, { type: 'image/png' });
        },
      );
      expect(result.failed).toEqual([]);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(uploads.callsTo('upload/createImageUpload').map((call) => call.body)).toEqual([
      { purpose: 'roofImage', contentType: 'image/png', size: pngBytes.length },
      { purpose: 'pvArrayImage', contentType: 'image/png', size: pngBytes.length },
    ]);
    expect(uploads.callsTo('pvarray/setPvArrayRoofImage')[0]?.body).toEqual({
      proid: 'pro-1',
      pvArrayId: 'roof',
      uploadId: 'up-roofImage',
    });
    expect(pendingRoofImage('roof')).toBeNull();
  });
});
