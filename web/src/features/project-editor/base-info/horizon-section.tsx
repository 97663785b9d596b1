/**
 * The project's far horizon (the base info step, beside the site): a table of (azimuth,
 * elevation) points with its chart, points added and removed by hand, a profile imported from a
 * file or fetched from PVGIS (replacing the points there only after a confirmation [WIZ-19]: typed by hand,
 * they would be lost), and the whole profile cleared after a confirmation. Each value's problem
 * shows under it, from the shared schema through the live record's issues.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { PROJECT_LIMITS } from '@pvd/shared/constants/limits';
import type { ProjectInputBody } from '@pvd/shared/project/record/project';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DraftNumberInput } from '@/components/draft-number-input';
import type { SkySeries } from '@/lib/charts/sky-chart';
import { useLanguage } from '@/lib/i18n';
import {
  chartPoints,
  type HorizonField,
  withPointAdded,
  withPointRemoved,
  withPointValue,
} from '../model/horizon-values';
import { type DraftHorizon, horizonOf, withHorizon } from '../model/surroundings-body';
import { HorizonSources, type ReadHorizon, type SourceOutcome, SourceOutcomeAlert } from './horizon-sources';

const SkyChart = lazy(() => import('@/lib/charts/sky-chart'));

export interface HorizonSectionProps {
  body: ProjectInputBody;
  update(change: (body: ProjectInputBody) => ProjectInputBody): void;
  /** The message under a field of the draft, by its path. */
  errorOf(path: string): string | undefined;
  touch(path: string): void;
}

const FIELDS: readonly HorizonField[] = ['azimuth', 'elevation'];

export function HorizonSection({ body, update, errorOf, touch }: HorizonSectionProps) {
  const { t } = useTranslation('editorSurroundings');
  const language = useLanguage();
  const horizon = horizonOf(body);
  const [confirmClear, setConfirmClear] = useState(false);
  const [outcome, setOutcome] = useState<SourceOutcome | null>(null);
  // Points read while the horizon has some: they wait for the user's answer.
  const [replacing, setReplacing] = useState<ReadHorizon | null>(null);
  const put = (next: DraftHorizon | null) => update((now) => withHorizon(now, next));
  const points = horizon?.points ?? [];
  const take = (read: ReadHorizon) => {
    put(read.horizon);
    setOutcome(read.done);
  };
  const read = (next: ReadHorizon) => (points.length > 0 ? setReplacing(next) : take(next));
  const full = points.length >= PROJECT_LIMITS.horizonPoints;
  const path = (index: number, field: HorizonField) => `surroundings.horizon.points.${index}.${field}`;
  const listError = errorOf('surroundings.horizon.points') ?? errorOf('surroundings.horizon');

  const series: SkySeries[] = [{ name: t('horizon.title'), kind: 'horizon', points: chartPoints(points) }];
  return (
    <Container
      header={
        <Header
          variant="h2"
          description={t('horizon.description')}
          actions={
            <SpaceBetween size="xs" direction="horizontal">
              <HorizonSources body={body} onRead={read} onOutcome={setOutcome} />
              <Button disabled={!horizon} onClick={() => setConfirmClear(true)}>
                {t('horizon.clear')}
              </Button>
            </SpaceBetween>
          }
        >
          {t('horizon.title')}
        </Header>
      }
    >
      <SpaceBetween size="m">
        {outcome && <SourceOutcomeAlert outcome={outcome} onDismiss={() => setOutcome(null)} />}
        {horizon ? (
          <Box variant="small" data-testid="horizon-source">
            {t(`horizon.source.${horizon.source ?? 'manual'}`, { count: points.length })}
          </Box>
        ) : (
          <Box color="text-body-secondary" data-testid="horizon-empty">
            {t('horizon.empty')}
          </Box>
        )}
        {listError && <StatusIndicator type="error">{listError}</StatusIndicator>}
        {points.length > 0 && (
          <div
            style={{ display: 'grid', gridTemplateColumns: 'minmax(240px, 1fr) minmax(320px, 2fr)', gap: 16 }}
          >
            <table style={{ borderCollapse: 'collapse', alignSelf: 'start' }}>
              <caption style={{ textAlign: 'start', paddingBottom: 4 }}>
                <Box variant="small">{t('horizon.tableCaption')}</Box>
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('horizon.azimuth')}</th>
                  <th scope="col">{t('horizon.elevation')}</th>
                  <th scope="col">
                    <span style={{ position: 'absolute', clipPath: 'inset(50%)' }}>
                      {t('horizon.actions')}
                    </span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {points.map((point, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row is its position in the profile.
                  <tr key={index}>
                    {FIELDS.map((field) => (
                      <td key={field} style={{ verticalAlign: 'top', padding: '2px 4px' }}>
                        <FormField errorText={errorOf(path(index, field))}>
                          <DraftNumberInput
                            value={point[field] as number | string}
                            step={1}
                            ariaLabel={t(`horizon.${field}Of`, { index: index + 1 })}
                            invalid={Boolean(errorOf(path(index, field)))}
                            onChange={(value) => {
                              touch(path(index, field));
                              put(withPointValue(horizon!, index, field, value));
                            }}
                          />
                        </FormField>
                      </td>
                    ))}
                    <td style={{ verticalAlign: 'top', padding: '2px 4px' }}>
                      <Button
                        variant="icon"
                        iconName="remove"
                        ariaLabel={t('horizon.removePoint', { index: index + 1 })}
                        onClick={() => put(withPointRemoved(horizon!, index))}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Suspense fallback={<StatusIndicator type="loading">{t('chart.loading')}</StatusIndicator>}>
              <SkyChart
                series={series}
                compass={[t('compass.n'), t('compass.e'), t('compass.s'), t('compass.w')]}
                azimuthTitle={t('chart.azimuth')}
                elevationTitle={t('chart.elevation')}
                summary={t('horizon.summary', {
                  points: points
                    .map((point) => `${point.azimuth}° → ${point.elevation}°`)
                    .join(language === 'en' ? ', ' : '，'),
                })}
                language={language}
              />
            </Suspense>
          </div>
        )}
        <Button iconName="add-plus" disabled={full} onClick={() => put(withPointAdded(horizon))}>
          {t('horizon.addPoint')}
        </Button>
        {full && <Box variant="small">{t('horizon.full', { count: PROJECT_LIMITS.horizonPoints })}</Box>}
      </SpaceBetween>
      {replacing && (
        <ConfirmDialog
          title={t('horizonReplace.title')}
          confirmLabel={t('horizonReplace.confirm')}
          onCancel={() => {
            setReplacing(null);
            setOutcome({
              type: 'info',
              text: replacing.fileName
                ? t('horizonReplace.keptFile', { name: replacing.fileName })
                : t('horizonReplace.keptPvgis'),
            });
          }}
          onConfirm={() => {
            take(replacing);
            setReplacing(null);
          }}
        >
          {replacing.fileName
            ? t('horizonReplace.fromFile', {
                count: points.length,
                read: replacing.horizon.points.length,
                name: replacing.fileName,
              })
            : t('horizonReplace.fromPvgis', { count: points.length, read: replacing.horizon.points.length })}
        </ConfirmDialog>
      )}
      {confirmClear && (
        <ConfirmDialog
          title={t('horizon.clearTitle')}
          confirmLabel={t('horizon.clear')}
          onCancel={() => setConfirmClear(false)}
          onConfirm={() => {
            put(null);
            setConfirmClear(false);
          }}
        >
          {t('horizon.clearText', { count: points.length })}
        </ConfirmDialog>
      )}
    </Container>
  );
}
