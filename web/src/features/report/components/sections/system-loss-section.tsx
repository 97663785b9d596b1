/**
 * The system loss waterfall [REP-1]: 100 % of the energy, each loss in the engine's order taken
 * from what the one before left (shared/project/report/loss-waterfall.ts, as the loss step shows it),
 * with the row shading of drawn arrays and the string design's DC cable loss.
 */
import { lossWaterfall } from '@pvd/shared/project/report/loss-waterfall';
import { useTranslation } from 'react-i18next';
import { Waterfall } from '@/lib/charts/waterfall';
import { useReadyTask } from '../../hooks/report-ready';
import { useReportFormat } from '../../hooks/use-report-format';
import type { ReportData } from '../../model/report-data';
import { ReportSection } from '../report-parts';

export function SystemLossSection({ data }: { data: ReportData }) {
  const { t } = useTranslation('report');
  const f = useReportFormat();
  const drawn = useReadyTask('chart:system-loss');
  // Every shading step the yield took is a bar (the rows' electrical effect too); with nothing
  // beyond the rows' linear loss, that share alone [SUR-7].
  const shading = data.shading?.annual ?? data.shadingLossPercent;
  const waterfall = lossWaterfall(data.systemloss, data.lineLoss.dcLineLoss, shading);
  return (
    <ReportSection name="system-loss" title={t('loss.title')}>
      <div className="report-chart">
        <Waterfall
          start={{ name: t('loss.start'), value: 100 }}
          steps={waterfall.steps.map((step) => ({ name: t(`losses.${step.key}`), value: step.value }))}
          totalName={t('loss.remaining')}
          unit="%"
          language={f.language}
          height={280}
          onDrawn={drawn}
          axisFrom={(from) => t('loss.axisFrom', { from })}
        />
      </div>
      <p className="report-note">{t('loss.note')}</p>
    </ReportSection>
  );
}
