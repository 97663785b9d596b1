/**
 * The live results panel [WIZ-14]: the engine's figures for the draft as it is, one call
 * 300 ms after a burst of changes with the last body, the previous figures kept meanwhile, the
 * climate source named and an estimate marked, the storage and investment figures, and a short
 * message when nothing can be simulated.
 */
import '@tests/web/support/dom-polyfills';
import { act, cleanup, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import { type Envelope, installFakeApi, invalidField, ok } from '@tests/web/support/fake-api';
import { lossChainAnswer } from '@tests/web/support/loss-chain';
import { type ReactNode, useMemo, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import type { EditorDraft } from '@/features/project-editor/model/draft';
import { liveProject } from '@/features/project-editor/model/live-project';
import { LiveResultsPanel } from '@/features/project-editor/results/live-results-panel';
import { RESULTS_DEBOUNCE_MS, useDesignResults } from '@/features/project-editor/results/use-design-results';
import { setLanguage } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { homeDraft, setUpStepTests } from '../home-draft-harness';
import { keptMeterFile, quarterHourEnds } from '../user-load/meter-file-support';

const CALL = 'project/queryProjectDesignResults';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** An answer whose annual yield is `annual` kWh, spread evenly over the months. */
function answer(annual: number, changes: Record<string, unknown> = {}) {
  return {
    basis: 'strings',
    dcCapacityKw: 4.92,
    annualYieldKwh: annual,
    monthlyYieldKwh: Object.fromEntries(MONTHS.map((month) => [month, annual / 12])),
    specificYield: annual / 4.92,
    performanceRatio: 0.8123,
    shadingLossPercent: 0,
    shading: null,
    lossChain: lossChainAnswer(81.23, { soiling: [3, 3], inverter: [15.77, 15.77] }),
    source: {
      id: 'clear-sky-estimate',
      label: 'Clear-sky estimate',
      isEstimate: true,
      notice: 'No measured climate data could be reached: these figures are an estimate.',
      latitude: 30.28,
      longitude: 120.15,
    },
    selfUse: null,
    finance: null,
    ...changes,
  };
}

/** Renders the panel beside a draft the test can change. */
function renderPanel(initial: EditorDraft) {
  let setDraft: (change: (draft: EditorDraft) => EditorDraft) => void = () => {};
  function Beside() {
    const [draft, set] = useState(initial);
    setDraft = set;
    const live = useMemo(() => liveProject(draft), [draft]);
    return <LiveResultsPanel draft={draft} live={live} />;
  }
  render(
    <AppProvider queryClient={createQueryClient()}>
      <Beside />
    </AppProvider>,
  );
  return {
    setPanelCount(count: number) {
      act(() =>
        setDraft((draft) => ({
          ...draft,
          body: {
            ...draft.body,
            pvArray: draft.body.pvArray!.map((array) => ({ ...array, panelcount: count })),
          },
        })),
      );
    },
  };
}

const figure = (id: string) => screen.getByTestId(`live-${id}`).textContent;

describe('live results panel', { timeout: 60_000 }, () => {
  setUpStepTests();

  it('shows the yield, specific yield and performance ratio, the monthly bars, and the estimate marked', async () => {
    // Prepare
    const server = installFakeApi({ [CALL]: () => ok(answer(6123.4)) });
    // Act
    renderPanel(homeDraft());
    // Assess
    expect(await screen.findByText('6,123 kWh')).toBeTruthy();
    expect(figure('specific-yield')).toBe('1,244.6 kWh/kWp');
    expect(figure('performance-ratio')).toBe('81.2 %');
    expect(
      screen.getByText("Climate data: Estimate: clear-sky model with the place's typical clear-sky index"),
    ).toBeTruthy();
    expect(screen.getByText('Estimate')).toBeTruthy();
    expect(screen.getByText(/these figures are an estimate/)).toBeTruthy();
    expect(screen.getByRole('img', { name: /^Monthly yield \(kWh\): Jan 510, Feb 510/ })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Live results' })).toBeTruthy();
    expect(server.callsTo(CALL)[0]?.body).toMatchObject({ proType: 0, projectId: null });
    expect(screen.queryByText('Self-use ratio')).toBeNull();
    expect(screen.queryByText('Payback year')).toBeNull();
    expect(screen.queryByText('Row shading loss')).toBeNull();
  });

  it('shows the row shading loss when drawn rows shade each other', async () => {
    // Prepare
    installFakeApi({ [CALL]: () => ok(answer(6123.4, { shadingLossPercent: 3.27 })) });
    // Act
    renderPanel(homeDraft());
    // Assess
    expect(await screen.findByText('Row shading loss')).toBeTruthy();
    expect(figure('row-shading-loss')).toBe('3.27 %');
  });

  it('shows the far horizon, near shading and electrical losses each in its own row, after the rows', async () => {
    const months = Array.from({ length: 12 }, () => 0);
    const shading = (nearShadingState: string) => ({
      annual: { horizon: 1.24, nearShading: 4.5, rows: 3.27, electrical: 0.81 },
      monthly: { horizon: months, nearShading: months, rows: months, electrical: months },
      nearShadingState,
    });
    let state = 'computed';
    installFakeApi({
      [CALL]: () => ok(answer(6123.4, { shadingLossPercent: 3.27, shading: shading(state) })),
    });
    renderPanel(homeDraft());
    expect(await screen.findByText('Far horizon loss')).toBeTruthy();
    expect(figure('horizon-loss')).toBe('1.24 %');
    expect(figure('near-shading-loss')).toBe('4.5 %');
    expect(figure('electrical-loss')).toBe('0.81 %');
    const order = [...document.querySelectorAll('[data-testid^="live-"]')].map((node) =>
      node.getAttribute('data-testid'),
    );
    expect(
      order.slice(order.indexOf('live-row-shading-loss'), order.indexOf('live-row-shading-loss') + 4),
    ).toEqual([
      'live-row-shading-loss',
      'live-horizon-loss',
      'live-near-shading-loss',
      'live-electrical-loss',
    ]);
    cleanup();
    state = 'tooManyPanels';
    renderPanel(homeDraft());
    expect(await screen.findByText('Not computed: more panels than near shading covers')).toBeTruthy();
  });

  it('shows the rows’ electrical loss without surroundings, and no far horizon row when there is none', async () => {
    const months = Array.from({ length: 12 }, () => 0);
    installFakeApi({
      [CALL]: () =>
        ok(
          answer(6123.4, {
            shadingLossPercent: 3.27,
            shading: {
              annual: { horizon: 0, nearShading: 0, rows: 3.27, electrical: 5.86 },
              monthly: { horizon: months, nearShading: months, rows: months, electrical: months },
              nearShadingState: 'none',
            },
          }),
        ),
    });
    renderPanel(homeDraft());
    expect(await screen.findByText('Row shading loss')).toBeTruthy();
    expect(figure('electrical-loss')).toBe('5.86 %');
    expect(screen.queryByText('Far horizon loss')).toBeNull();
    expect(screen.queryByText('Near shading loss')).toBeNull();
  });

  it('asks once, 300 ms after a burst of changes, with the last draft, keeping the figures meanwhile', async () => {
    // Prepare
    const server = installFakeApi({
      [CALL]: (body) => {
        const count = (body.body as { pvArray: { panelcount: number }[] }).pvArray[0]!.panelcount;
        return ok(answer(count * 500));
      },
    });
    const panel = renderPanel(homeDraft());
    expect(await screen.findByText('6,000 kWh')).toBeTruthy();
    // Act: three changes within a few milliseconds.
    panel.setPanelCount(13);
    panel.setPanelCount(14);
    panel.setPanelCount(16);
    // Assess: the old figures stay until the new ones come; one call with the last count.
    expect(figure('annual-yield')).toBe('6,000 kWh');
    expect(await screen.findByText('8,000 kWh')).toBeTruthy();
    const counts = server
      .callsTo(CALL)
      .map((call) => (call.body.body as { pvArray: { panelcount: number }[] }).pvArray[0]!.panelcount);
    expect(counts).toEqual([12, 16]);
  });

  it('adds the self-use figures of a storage project and the investment figures', async () => {
    // Prepare
    installFakeApi({
      [CALL]: () =>
        ok(
          answer(6000, {
            selfUse: { selfUseRatio: 72.35, selfSufficiency: 41.2 },
            finance: {
              currency: 'CNY',
              paybackYear: 7,
              paybackYears: 6.24,
              netPresentValue: 31234.5,
              internalRateOfReturn: 12.34,
              levelizedCostOfEnergy: 0.3214,
              usesDefaultPrices: false,
            },
          }),
        ),
    });
    // Act
    renderPanel(homeDraft({}, 1));
    // Assess: the payback's two figures, named apart as the report and the workbook name them.
    expect(await screen.findByText('Year 7')).toBeTruthy();
    expect(figure('payback-period')).toBe('6.2 years');
    expect(figure('payback-year')).toBe('Year 7');
    expect(screen.queryByTestId('live-default-prices')).toBeNull();
    expect(figure('self-use-ratio')).toBe('72.4 %');
    expect(figure('self-sufficiency')).toBe('41.2 %');
    expect(figure('npv')).toBe('31,235 CNY');
    expect(figure('irr')).toBe('12.34 %');
    expect(figure('lcoe')).toBe('0.321 CNY/kWh');
  });

  it('says the investment figures come from the default prices while the draft has none of its own', async () => {
    installFakeApi({
      [CALL]: () =>
        ok(
          answer(6000, {
            finance: {
              currency: 'CNY',
              paybackYear: 18,
              paybackYears: 17.3,
              netPresentValue: -303094,
              internalRateOfReturn: 1.2,
              levelizedCostOfEnergy: 0.81,
              usesDefaultPrices: true,
            },
          }),
        ),
    });
    renderPanel(homeDraft());
    expect((await screen.findByTestId('live-default-prices')).textContent).toBe(
      "The investment figures use the default costs and prices (the investment step's defaults) until they are entered on the investment step.",
    );
    expect(figure('npv')).toBe('-303,094 CNY');
  });

  it('asks nothing and says to add a PV array while the draft has none', async () => {
    // Prepare
    const server = installFakeApi({ [CALL]: () => ok(answer(1)) });
    // Act
    renderPanel(homeDraft({ pvArray: [], inverter: [] }));
    // Assess
    expect(screen.getByText('Add a PV array to see the yield.')).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(server.callsTo(CALL)).toHaveLength(0);
  });

  it('turns the server’s refusals into a short message in the panel', async () => {
    // Prepare
    let refusal: Envelope = invalidField('body.pvArray', 'At least one PV array is required');
    (refusal.data as { fieldErrors: { key: string }[] }).fieldErrors[0]!.key = 'pvArrayRequired';
    installFakeApi({ [CALL]: () => refusal });
    const panel = renderPanel(homeDraft());
    // Assess
    expect(await screen.findByText('Add a PV array to see the yield.')).toBeTruthy();
    // Act: another refusal.
    refusal = invalidField('body.systemLoss', 'the sum of the loss ratio has exceeded 100%');
    panel.setPanelCount(13);
    // Assess
    expect(
      await screen.findByText(
        'The results could not be computed: the sum of the loss ratio has exceeded 100%',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy());
  });

  it('renders no more once the answer is in and the draft has not changed', async () => {
    // It used to debounce a request object made anew at every render: the panel and its chart
    // re-rendered every 300 ms for as long as the wizard was open.
    // Prepare
    const server = installFakeApi({ [CALL]: () => ok(answer(6000)) });
    const draft = homeDraft();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AppProvider queryClient={createQueryClient()}>{children}</AppProvider>
    );
    let renders = 0;
    const { result } = renderHook(
      () => {
        renders += 1;
        return useDesignResults(draft);
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.data).toBeTruthy());
    const rendersWithAnswer = renders;
    // Act: four debounce periods with the same draft.
    await new Promise((resolve) => setTimeout(resolve, 4 * RESULTS_DEBOUNCE_MS));
    // Assess
    expect(renders).toBe(rendersWithAnswer);
    expect(server.callsTo(CALL)).toHaveLength(1);
  });

  // Before, the answer was cached under a key without the language: after a switch the panel kept
  // the server's Chinese sentences.
  it('asks again in the new language after a switch, and shows the server’s texts in it', async () => {
    // Prepare: a server that words its refusal in the caller's language (Culture header).
    const refusals: Record<string, string> = {
      en: 'The design is too large to simulate at once (too many arrays or DC inputs)',
      'zh-CN': '设计过大，无法一次计算（阵列或直流输入过多）',
    };
    const server = installFakeApi({
      [CALL]: (_body, headers) => ({ code: 118, message: refusals[headers.Culture!], data: null }),
    });
    renderPanel(homeDraft());
    expect(await screen.findByText(`The results could not be computed: ${refusals.en}`)).toBeTruthy();
    // Act
    await act(() => setLanguage('zh-CN'));
    // Assess
    expect(
      await screen.findByText(`无法计算结果：${refusals['zh-CN']}`, {}, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(server.callsTo(CALL).map((call) => call.headers.Culture)).toEqual(['en', 'zh-CN']);
    expect(screen.queryByText(new RegExp(refusals.en))).toBeNull();
  });

  it('words the estimate’s notice in the reader’s language, whatever language the answer came in', async () => {
    // Prepare: an answer whose notice is the Chinese text (a project shown in Chinese before).
    const chinese = answer(6000, {
      source: { ...answer(0).source, notice: '未能获取该地点的实测或模型气候数据……' },
    });
    installFakeApi({ [CALL]: () => ok(chinese) });
    // Act
    renderPanel(homeDraft());
    // Assess
    expect(
      await screen.findByText(/^No measured or modelled climate data could be reached for this location/),
    ).toBeTruthy();
    expect(screen.queryByText(/未能获取/)).toBeNull();
  });

  it('shows the load’s summary of a meter file kept with the draft: annual kWh, peak, source, heat map', async () => {
    // Prepare: a storage draft whose load is a 15-minute meter file.
    installFakeApi({ [CALL]: () => ok(answer(6000)) });
    const meterFile = keptMeterFile(quarterHourEnds(), 'meter-15min.csv', { stamps: 'end' });
    // Act
    renderPanel({ ...homeDraft({}, 1), meterFile });
    // Assess
    const summary = await screen.findByTestId('live-load-summary');
    expect(within(summary).getByTestId('load-source').textContent).toBe(
      'Meter file meter-15min.csv, 15-minute readings',
    );
    expect(
      within(summary).getByText(
        `${meterFile.summary.annualKwh.toLocaleString('en', { maximumFractionDigits: 0 })} kWh`,
      ),
    ).toBeTruthy();
    expect(within(summary).getByTestId('load-heat-map')).toBeTruthy();
    // A month of readings: the rest of the year is extended, and said so.
    expect(within(summary).getByText(/^Only 32 days of readings/)).toBeTruthy();
  });

  it('shows no load summary for a grid-connected draft without its own consumption', async () => {
    installFakeApi({ [CALL]: () => ok(answer(6000)) });
    renderPanel(homeDraft({ proUserLoadInformation: null }));
    expect(await screen.findByTestId('live-annual-yield')).toBeTruthy();
    expect(screen.queryByTestId('live-load-summary')).toBeNull();
  });
});
