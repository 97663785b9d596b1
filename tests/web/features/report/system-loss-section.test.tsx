/**
 * The report's loss waterfall [REP-5] with a bifacial array [BIF-5]: the rear's gain is a rising
 * bar after the shading and before the IAM model, named in English and in Chinese; a monofacial
 * report's waterfall has no such bar.
 */
import '../../support/dom-polyfills';
import { cleanup, render, screen } from '@testing-library/react';
import { lossChainAnswer } from '@tests/web/support/loss-chain';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { SystemLossSection } from '@/features/report/components/sections/system-loss-section';
import { setLanguage } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { gridWithoutInvestment } from './report-fixtures';

/** The report's data with a chain of 3 % row shading, a 7.76 % rear gain and the IAM's 2.6 %. */
function withChain(bifacialGain?: [number, number]) {
  const data = gridWithoutInvestment();
  data.lossChain = lossChainAnswer(102.16, {
    rows: [3, 3],
    ...(bifacialGain && { bifacialGain }),
    incidenceAngleModel: [2.5, 2.6],
  });
  return data;
}

function chartLabel(data: ReturnType<typeof withChain>): string {
  render(
    <AppProvider queryClient={createQueryClient()}>
      <SystemLossSection data={data} />
    </AppProvider>,
  );
  return screen.getByRole('img', { name: /100 %/ }).getAttribute('aria-label')!;
}

describe('the report’s loss waterfall of a bifacial system', () => {
  afterEach(async () => {
    cleanup();
    await setLanguage('en');
  });

  it('draws the rear gain as a rising bar between the shading and the IAM model', async () => {
    await setLanguage('en');
    expect(chartLabel(withChain([-8, -7.76]))).toContain(
      'Row shading: -3 %; Bifacial rear gain: 7.76 %; Incidence angle (IAM): -2.6 %',
    );
  });

  it('names it in Chinese', async () => {
    await setLanguage('zh-CN');
    expect(chartLabel(withChain([-8, -7.76]))).toContain('双面组件背面增益: 7.76 %');
  });

  it('has no rear bar for a monofacial system', async () => {
    await setLanguage('en');
    const label = chartLabel(withChain());
    expect(label).toContain('Row shading: -3 %; Incidence angle (IAM): -2.6 %');
    expect(label).not.toContain('Bifacial');
  });
});
