/**
 * The solar radiation dialog: monthly bars of horizontal and tilted-plane radiation at
 * the array's angles, the annual sums in kWh/m²/year, and buttons that set the best tilt and
 * azimuth. The angles can be changed here too; each change re-queries. The chart is asked 500 ms
 * after the dialog opens or the angles stop changing. A failure says there are no figures,
 * without a notification (the radiation is an aid: its failures are silent).
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { MONTH_KEYS } from '@pvd/shared/api/climate';
import { climateSourceLabel } from '@pvd/shared/api/climate-source-label';
import { climateSourceNotice } from '@pvd/shared/api/climate-source-notice';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/modal';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { MonthlyBars } from '@/lib/charts/monthly-bars';
import { monthNames } from '@/lib/charts/months';
import { formatNumber } from '@/lib/format-number';
import { useLanguage } from '@/lib/i18n';
import type { ClimateSite } from '../model/site';
import { AngleField } from './angle-field';
import { useRadiation } from './arrays-api';

/** The chart is asked this long after the dialog opens or the angles stop changing. [ms] */
export const RADIATION_DELAY_MS = 500;

interface ArrayRadiationDialogProps {
  /** The project's site and weather file [ENG-6]. */
  site: ClimateSite;
  /** [°] */
  tilt: number;
  azimuth: number;
  onTilt(tilt: number): void;
  onAzimuth(azimuth: number): void;
  /** The site's best angles, when known. [°] */
  bestTilt?: number;
  bestAzimuth?: number;
  onClose(): void;
}

function useOpenDelay(delayMs: number): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return ready;
}

export function ArrayRadiationDialog(props: ArrayRadiationDialogProps) {
  const { site, tilt, azimuth, onTilt, onAzimuth, bestTilt, bestAzimuth, onClose } = props;
  const { t } = useTranslation(['editorArrays', 'ui']);
  const language = useLanguage();
  const ready = useOpenDelay(RADIATION_DELAY_MS);
  const anglesNow = useMemo(() => ({ tilt, azimuth }), [tilt, azimuth]);
  const angles = useDebouncedValue(anglesNow, RADIATION_DELAY_MS);
  const settled = angles.tilt === tilt && angles.azimuth === azimuth;
  const radiation = useRadiation(site, angles.tilt, angles.azimuth, ready);
  const data = radiation.data;
  // Worded in the reader's language, whatever language the answer came in [ACC-13].
  const notice = data && climateSourceNotice(data.source, language);

  const months = monthNames(language);
  const rows = data
    ? MONTH_KEYS.map((month, index) => ({
        month: months[index] as string,
        horizontal: data.GlobalRadiation[month],
        tilted: data.TiltedRadiation[month],
      }))
    : [];

  return (
    <Modal
      visible
      size="large"
      position="top"
      onDismiss={onClose}
      header={t('radiation.title')}
      closeAriaLabel={t('ui:dialog.close')}
      footer={
        <Box float="right">
          <Button variant="primary" onClick={onClose}>
            {t('ui:dialog.close')}
          </Button>
        </Box>
      }
    >
      <SpaceBetween size="l">
        <AngleField
          kind="tilt"
          value={tilt}
          onChange={onTilt}
          secondaryControl={
            <Button
              disabled={bestTilt === undefined}
              onClick={() => bestTilt !== undefined && onTilt(bestTilt)}
            >
              {t('radiation.setBestTilt', { value: bestTilt ?? '-' })}
            </Button>
          }
        />
        <AngleField
          kind="azimuth"
          value={azimuth}
          onChange={onAzimuth}
          secondaryControl={
            <Button
              disabled={bestAzimuth === undefined}
              onClick={() => bestAzimuth !== undefined && onAzimuth(bestAzimuth)}
            >
              {t('radiation.setBestAzimuth', { value: bestAzimuth ?? '-' })}
            </Button>
          }
        />
        {!data && (!ready || radiation.isFetching) && (
          <StatusIndicator type="loading">{t('radiation.loading')}</StatusIndicator>
        )}
        {radiation.isError && !radiation.isFetching && (
          <StatusIndicator type="warning">{t('radiation.failed')}</StatusIndicator>
        )}
        {data && (
          <SpaceBetween size="m">
            {(!settled || radiation.isFetching) && (
              <StatusIndicator type="loading">{t('radiation.updating')}</StatusIndicator>
            )}
            <KeyValuePairs
              columns={3}
              items={[
                {
                  label: t('radiation.annualTilted'),
                  value: t('radiation.annualValue', {
                    value: formatNumber(data.annual.TiltedRadiation, language, 1),
                  }),
                },
                {
                  label: t('radiation.annualHorizontal'),
                  value: t('radiation.annualValue', {
                    value: formatNumber(data.annual.GlobalRadiation, language, 1),
                  }),
                },
                { label: t('radiation.source'), value: climateSourceLabel(data.source, language) },
              ]}
            />
            {notice && <Box variant="small">{notice}</Box>}
            <MonthlyBars
              series={[
                { name: t('radiation.horizontal'), values: rows.map((row) => row.horizontal) },
                { name: t('radiation.tilted'), values: rows.map((row) => row.tilted) },
              ]}
              unit={t('radiation.unit')}
              language={language}
              digits={1}
              height={320}
            />
            <ExpandableSection headerText={t('radiation.table')}>
              <Table
                variant="embedded"
                items={rows}
                ariaLabels={{ tableLabel: t('radiation.table') }}
                columnDefinitions={[
                  { id: 'month', header: t('radiation.month'), cell: (row) => row.month },
                  {
                    id: 'horizontal',
                    header: t('radiation.horizontalColumn'),
                    cell: (row) => formatNumber(row.horizontal, language, 1),
                  },
                  {
                    id: 'tilted',
                    header: t('radiation.tiltedColumn'),
                    cell: (row) => formatNumber(row.tilted, language, 1),
                  },
                ]}
              />
            </ExpandableSection>
          </SpaceBetween>
        )}
      </SpaceBetween>
    </Modal>
  );
}
