/**
 * The horizontal radiation dialog [WIZ-16]: Common/queryHorizontalRadiationInfo asked 500 ms
 * after opening, the twelve months as bars, the annual sum, the climate source named, and the
 * clear-sky estimate marked as such (never shown as if measured).
 */
import Alert from '@cloudscape-design/components/alert';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { MONTH_KEYS } from '@pvd/shared/api/climate';
import { climateSourceLabel } from '@pvd/shared/api/climate-source-label';
import { climateSourceNotice } from '@pvd/shared/api/climate-source-notice';
import * as engineCalls from '@pvd/shared/api/engine';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/modal';
import { api } from '@/lib/api';
import { MonthlyBars } from '@/lib/charts/monthly-bars';
import { useLanguage } from '@/lib/i18n';

/** The radiation chart loads 500 ms after the dialog opens [WIZ-16]. [ms] */
export const RADIATION_DELAY_MS = 500;

interface RadiationDialogProps {
  visible: boolean;
  site: { longitude: number; latitude: number } | null;
  /** The project's weather file, whose radiation it then is [ENG-6]; null for the automatic sources. */
  weatherFileId?: string | null;
  onDismiss(): void;
}

export function RadiationDialog({ visible, site, weatherFileId = null, onDismiss }: RadiationDialogProps) {
  const { t } = useTranslation('editorBase');
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!visible) return setReady(false);
    const timer = setTimeout(() => setReady(true), RADIATION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [visible]);
  const radiation = useQuery({
    queryKey: ['Common', 'queryHorizontalRadiationInfo', site, weatherFileId],
    queryFn: () =>
      api(
        engineCalls.queryHorizontalRadiationInfo,
        {
          Latitude: String(site!.latitude),
          Longitude: String(site!.longitude),
          ...(weatherFileId ? { weatherFileId } : {}),
        },
        // A failed radiation view stays quiet [ERR-5]: no notice; the dialog says it.
        { quiet: 'all' },
      ),
    enabled: visible && ready && site !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const data = radiation.data;
  const language = useLanguage();
  // Worded in the reader's language, whatever language the answer came in [ACC-13].
  const notice = data && climateSourceNotice(data.source, language);
  return (
    <Modal
      visible={visible}
      onDismiss={onDismiss}
      header={t('radiation.title')}
      size="large"
      footer={
        <Box float="right">
          <Button onClick={onDismiss}>{t('radiation.close')}</Button>
        </Box>
      }
    >
      {data ? (
        <SpaceBetween size="s">
          <Box variant="h3">{t('radiation.chartTitle')}</Box>
          <MonthlyBars
            series={[{ name: t('radiation.series'), values: MONTH_KEYS.map((key) => data[`G${key}`]) }]}
            unit={t('radiation.axis')}
            language={language}
            digits={1}
            height={300}
          />
          <Box>{t('radiation.annual', { value: data.GAnnual.toFixed(1) })}</Box>
          <SpaceBetween direction="horizontal" size="xs">
            <Box>{t('radiation.source', { source: climateSourceLabel(data.source, language) })}</Box>
            {data.source.isEstimate && <Badge color="severity-medium">{t('radiation.estimate')}</Badge>}
          </SpaceBetween>
          {notice && <Alert type={data.source.isEstimate ? 'warning' : 'info'}>{notice}</Alert>}
        </SpaceBetween>
      ) : radiation.isError ? (
        <Alert type="error">{t('radiation.error')}</Alert>
      ) : (
        <Box textAlign="center">
          <Spinner /> {t('radiation.loading')}
        </Box>
      )}
    </Modal>
  );
}
