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

/** A bill of a year whose total is `total`, its parts summing to it. */
function billOf(total: number) {
  return {
    energy: total,
    energyByPeriod: [],
    demand: 0,
    fixed: 0,
    exportCredit: 0,
    total,
    byMonth: [],
  };
}

/** A storage project's bill section, priced by a project tariff, with curtailment. */
const storageBill = {
  currency: 'CNY',
  tariffName: 'Guangdong (PRD) general industrial and commercial',
  tariffKind: 'project',
  withoutPv: billOf(412_345.678),
  withPv: billOf(301_000.4),
  withPvAndBattery: billOf(255_500.5),
  pvCurtailedKwh: { withPv: 8123.4, withPvAndBattery: 2345.6 },
  savings: { pv: 111_345.278, battery: 45_499.9, total: 156_845.178 },
};

/** The load section of PV alone. */
const gridLoad = {
  source: 'loadStep',
  typicalShape: null,
  fileName: null,
  partial: false,
  stepMinutes: 60,
  annualKwh: 5000,
  peakKw: 2.1,
  pvOnly: {
    pvToLoad: 2100,
    pvToGrid: 3900,
    pvCurtailed: 0,
    gridToLoad: 2900,
    selfUseRatio: 35.04,
    selfSufficiency: 42,
  },
};

const storageFinance = {
  currency: 'CNY',
  paybackYear: 7,
  paybackYears: 6.24,
  netPresentValue: 31234.5,
  internalRateOfReturn: 12.34,
  levelizedCostOfEnergy: 0.3214,
  usesDefaultPrices: false,
  battery: {
    investment: 164_000,
    firstYearSavings: 45_499.9,
    paybackYear: 5,
    paybackYears: 4.6,
    netPresentValue: 120_000,
    internalRateOfReturn: 21.456,
  },
};

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

  it('names the mounting of a tracked, east-west or bifacial array after the capacity, none when all are fixed', async () => {
    // Prepare
    installFakeApi({ [CALL]: () => ok(answer(6123.4)) });
    const fixed = homeDraft();
    const [first] = fixed.body.pvArray!;
    const tracked = homeDraft({
      pvArray: [
        {
          ...first!,
          mounting: {
            kind: 'single-axis',
            axisAzimuth: 180,
            axisTilt: 0,
            maxAngle: 60,
            gcr: 0.35,
            backtrack: true,
          },
        },
      ],
    });
    // Act
    renderPanel(fixed);
    await screen.findByText('6,123 kWh');
    // Assess: a fixed monofacial project has no line.
    expect(screen.queryByTestId('live-mounting')).toBeNull();
    cleanup();
    renderPanel(tracked);
    await screen.findByText('6,123 kWh');
    expect(figure('mounting')).toBe(`${first!.pvarrayname}: Single-axis tracker, ±60°, GCR 0.35`);
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms[terms.indexOf('DC capacity') + 1]).toBe('Mounting');
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

  it('shows the first year’s bill before and after, the battery’s savings, payback and IRR, and the curtailed energy', async () => {
    // Prepare
    installFakeApi({
      [CALL]: () =>
        ok(
          answer(6000, {
            selfUse: { selfUseRatio: 72.35, selfSufficiency: 41.2 },
            finance: storageFinance,
            bill: storageBill,
          }),
        ),
    });
    // Act
    renderPanel(homeDraft({}, 1));
    // Assess: the response's figures, in whole units of the currency as the report prints them.
    const bill = await screen.findByTestId('live-bill');
    expect(within(bill).getByTestId('live-bill-tariff').textContent).toBe(
      'Tariff: Guangdong (PRD) general industrial and commercial',
    );
    expect(figure('bill-without-pv')).toBe('412,346 CNY');
    expect(figure('bill-with-pv')).toBe('301,000 CNY');
    expect(figure('bill-with-battery')).toBe('255,501 CNY');
    expect(figure('bill-savings')).toBe('156,845 CNY');
    expect(figure('battery-savings')).toBe('45,500 CNY');
    expect(figure('curtailed')).toBe('2,346 kWh');
    // The battery's own payback and rate of return, beside the system's.
    expect(figure('payback-year')).toBe('Year 7');
    expect(figure('battery-payback-year')).toBe('Year 5');
    expect(figure('irr')).toBe('12.34 %');
    expect(figure('battery-irr')).toBe('21.46 %');
  });

  it('says the flat prices of the investment step price a bill without a tariff, and no curtailment when none', async () => {
    installFakeApi({
      [CALL]: () =>
        ok(
          answer(6000, {
            load: gridLoad,
            bill: {
              ...storageBill,
              tariffName: 'flat',
              tariffKind: 'flat',
              withPvAndBattery: null,
              pvCurtailedKwh: { withPv: 0, withPvAndBattery: null },
              savings: { pv: 1200, battery: null, total: 1200 },
            },
          }),
        ),
    });
    renderPanel(homeDraft());
    expect((await screen.findByTestId('live-bill-tariff')).textContent).toBe(
      'Tariff: flat prices of the investment step',
    );
    expect(screen.queryByTestId('live-bill-with-battery')).toBeNull();
    expect(screen.queryByTestId('live-battery-savings')).toBeNull();
    expect(screen.queryByTestId('live-curtailed')).toBeNull();
    expect(screen.queryByTestId('live-battery-payback-year')).toBeNull();
    // A grid-connected project with a load: PV alone's self-use, from the load's section.
    expect(figure('self-use-ratio')).toBe('35 %');
    expect(figure('self-sufficiency')).toBe('42 %');
  });

  it('words the bill in Chinese', async () => {
    installFakeApi({
      [CALL]: () =>
        ok(answer(6000, { finance: storageFinance, bill: { ...storageBill, tariffKind: 'flat' } })),
    });
    await act(() => setLanguage('zh-CN'));
    renderPanel(homeDraft({}, 1));
    expect((await screen.findByTestId('live-bill-tariff')).textContent).toBe('电价：投资步骤中的单一电价');
    expect(screen.getByText('光伏加储能电费')).toBeTruthy();
    expect(screen.getByText('储能回收年')).toBeTruthy();
    expect(figure('battery-savings')).toBe('45,500 CNY');
  });

  it('shows no bill when the answer has none', async () => {
    installFakeApi({ [CALL]: () => ok(answer(6000)) });
    renderPanel(homeDraft());
    expect(await screen.findByTestId('live-annual-yield')).toBeTruthy();
    expect(screen.queryByTestId('live-bill')).toBeNull();
  });
});
