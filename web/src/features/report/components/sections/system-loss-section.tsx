/**
 * The system loss waterfall [REP-1] [REP-5]: the engine's loss chain of the project (the same chart as the
 * system loss step, web/src/components/loss-chain-waterfall.tsx), from the plane's irradiation at
 * STC efficiency to the AC energy, and the performance ratio it ends at.
 */
import { useTranslation } from 'react-i18next';
import { LossChainWaterfall } from '@/components/loss-chain-waterfall';
import { useReadyTask } from '../../hooks/report-ready';
import { useReportFormat } from '../../hooks/use-report-format';
import type { ReportData } from '../../model/report-data';
import { FigureList, ReportSection } from '../report-parts';

export function SystemLossSection({ data }: { data: ReportData }) {
  const { t } = useTranslation('report');
  const f = useReportFormat();
  const drawn = useReadyTask('chart:system-loss');
  return (
    <ReportSection name="system-loss" title={t('loss.title')}>
      <FigureList
        figures={[
          {
            term: t('loss.performanceRatio'),
            value: f.quantity(data.lossChain.performanceRatioPercent, 1, '%'),
          },
        ]}
      />
      <div className="report-chart">
        <LossChainWaterfall
          chain={data.lossChain}
          language={f.language}
          onDrawn={drawn}
          lineClassName="report-note"
        />
      </div>
    </ReportSection>
  );
}
