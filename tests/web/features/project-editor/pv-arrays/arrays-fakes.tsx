/**
 * The PV array step's test bench: the step rendered alone in a harness that keeps the draft as
 * the wizard does (update and addCopies change it, the live record is assembled from it), a
 * grid-connected draft with two arrays wired to one inverter, and the catalogue answers.
 */
import type { PanelInfo } from '@pvd/shared/catalogue/panel';
import { toUserPanelRow } from '@pvd/shared/catalogue/user-panel';
import { ProjectType } from '@pvd/shared/project/record/base';
import { emptyCopies } from '@pvd/shared/project/save/copies';
import { render } from '@testing-library/react';
import { dc, inverter5k, panel410 } from '@tests/shared/project/support/home-project';
import { type Handler, ok } from '@tests/web/support/fake-api';
import { useMemo, useState } from 'react';
import { AppProvider } from '@/app/provider';
import { type EditorDraft, newDraft } from '@/features/project-editor/model/draft';
import { liveProject } from '@/features/project-editor/model/live-project';
import type { LeaveGuard } from '@/features/project-editor/model/step-props';
import { PvArraysStep } from '@/features/project-editor/pv-arrays/pv-arrays-step';
import { createQueryClient } from '@/lib/query-client';

/** panel410 as the catalogue answers it (querySystemComponentInfo). */
export const systemPanelInfo: PanelInfo = {
  ...panel410,
  IsDefault: 0,
  choseWay: 2,
  createtime: '2026-11-01T00:00:00.000Z',
};

/** A custom panel of the user (queryUserComponentInfo). */
export const customPanelInfo: PanelInfo = {
  ...panel410,
  Id: 'my-450',
  manufacturer: 'Acme',
  componentmodelname: 'AC-450',
  peakpower: 450,
  IsDefault: 1,
  choseWay: 3,
  createtime: '2026-11-02T00:00:00.000Z',
};

function array(id: string, name: string, count: number) {
  return {
    id,
    pvarrayname: name,
    panelchoseway: 2 as const,
    panelid: panel410.Id,
    panelname: 'LONGi LR5-54HPH-410M (Hi-MO 5m)',
    panelcount: count,
    inclination: 24,
    azimuth: 180,
    insertway: 1 as const,
    createtime: '2026-11-20T08:00:00.000Z',
  };
}

/**
 * Hangzhou, two arrays ('East roof' 6 panels, 'West roof' 8 panels) on a 2-MPPT inverter:
 * MPPT1 carries 'a', MPPT2 'b'.
 */
export function twoArrayDraft(): EditorDraft {
  const draft = newDraft(ProjectType.gridConnected);
  draft.body.mapLocation = {
    ...draft.body.mapLocation,
    proAddress: 'Hangzhou',
    proLatitude: 30.28,
    proLongitude: 120.15,
  };
  draft.body.projectBase = { ...draft.body.projectBase, proName: 'Home', proOwnerName: 'Owner' };
  draft.body.pvArray = [array('a', 'East roof', 6), array('b', 'West roof', 8)];
  draft.body.inverter = [
    {
      inverterid: inverter5k.id,
      invertercount: 1,
      inverters: [{ DC: [dc('MPPT1', 'a', 1, 6), dc('MPPT2', 'b', 1, 8)], AC: null }],
    },
  ];
  draft.copies = {
    ...emptyCopies(),
    panels: { [`system:${panel410.Id}`]: panel410 },
    inverters: { [inverter5k.id]: inverter5k },
    cableMaterials: { copper: { Id: 'copper', MaterialName: 'Copper', Resistivity: 0.0175, version: 1 } },
  };
  return draft;
}

/** A draft at `draft` with only its first array. */
export function oneArrayDraft(): EditorDraft {
  const draft = twoArrayDraft();
  draft.body.pvArray = draft.body.pvArray!.slice(0, 1);
  draft.body.inverter = [];
  return draft;
}

/** Renders the step over `initial`; `current()` answers the draft as the step left it. */
export function renderStep(initial: EditorDraft, options: { showIssues?: boolean } = {}) {
  let latest = initial;
  function Harness() {
    const [draft, setDraft] = useState(initial);
    latest = draft;
    const live = useMemo(() => liveProject(draft), [draft]);
    return (
      <PvArraysStep
        draft={draft}
        live={live}
        update={(change) => setDraft((current) => ({ ...current, body: change(current.body) }))}
        addCopies={(copies) =>
          setDraft((current) => ({
            ...current,
            copies: {
              panels: { ...current.copies.panels, ...copies.panels },
              inverters: { ...current.copies.inverters, ...copies.inverters },
              batteries: { ...current.copies.batteries, ...copies.batteries },
              cableMaterials: { ...current.copies.cableMaterials, ...copies.cableMaterials },
            },
          }))
        }
        keepMeterFile={() => {}}
        preSave={async () => {}}
        showIssues={options.showIssues ?? false}
        setLeaveGuard={(_guard: LeaveGuard | null) => {}}
      />
    );
  }
  const view = render(
    <AppProvider queryClient={createQueryClient()}>
      <Harness />
    </AppProvider>,
  );
  return { ...view, current: () => latest };
}

/** Monthly values of a year: `base` in January rising by `step` a month. */
export function monthly(base: number, step: number) {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return Object.fromEntries(months.map((month, index) => [month, base + step * index]));
}

export const source = {
  id: 'pvgis-tmy',
  label: 'PVGIS TMY',
  isEstimate: false,
  latitude: 30.28,
  longitude: 120.15,
};

/** Best angles of the fake site (getBestTilt / getBestAzimuth answer the pair). [°] */
export const BEST = { tilt: 23, azimuth: 176 };

/** The catalogue and engine answers the drawer needs; `overrides` replace single calls. */
export function arrayHandlers(overrides: Record<string, Handler> = {}): Record<string, Handler> {
  const best = () => ok({ BestTilt: BEST.tilt, BestAzimuth: BEST.azimuth, TiltedRadiation: 1402.5, source });
  return {
    'component/queryUserDefaultComponentInfo': () => ok(null),
    'Common/getBestTilt': best,
    'Common/getBestAzimuth': best,
    'component/queryUserFrequentlyUsedComponent': () =>
      ok([{ panelid: customPanelInfo.Id, panelchoseway: 3, panelname: 'Acme AC-450' }]),
    'component/queryUserFrequentlyUsedComponentInfo': () => ok({ PanelType: 3, PanelInfo: customPanelInfo }),
    'Common/queryAllSystemManufacturerOptions': () =>
      ok([
        { value: 'LONGi', label: 'LONGi' },
        { value: 'Jinko', label: 'Jinko' },
      ]),
    'Common/queryComponentOptions': (body) =>
      ok(
        body.manufacturerId === 'LONGi'
          ? [
              {
                value: panel410.Id,
                label: panel410.componentmodelname,
                manufacturer: 'LONGi',
                peakpower: 410,
                choseWay: 2,
              },
            ]
          : [],
      ),
    'component/querySystemComponentInfo': () => ok(systemPanelInfo),
    'component/PageQueryUserComponent': () =>
      ok({ resultData: [toUserPanelRow(customPanelInfo)], limit: 100, offset: 1, totalCount: 1 }),
    'component/queryUserComponentInfo': () => ok(customPanelInfo),
    ...overrides,
  };
}
