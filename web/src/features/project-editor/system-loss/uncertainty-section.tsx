/**
 * The uncertainty budget on the system loss step [UNC-2] [UNC-3] [UNC-7]: one standard deviation
 * per cause, each field empty while it takes its default (the placeholder shows it, the hint
 * names its published source), the site's climate zone and an entered year-to-year variability;
 * the combined σ and P90 of the live results below. Out-of-range values are refused under their
 * field by the shared schema.
 */
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { engineSite } from '@pvd/shared/project/record/location';
import type { UncertaintyItemId } from '@pvd/shared/pv/uncertainty/budget';
import {
  type ClimateZone,
  climateZoneByLatitude,
  climateZones,
  INTERANNUAL_SIGMA_BY_ZONE,
} from '@pvd/shared/pv/uncertainty/interannual';
import { useTranslation } from 'react-i18next';
import { DraftNumberInput } from '@/components/draft-number-input';
import { formatNumber } from '@/lib/format-number';
import { useLanguage } from '@/lib/i18n';
import type { EditorDraft } from '../model/draft';
import type { useFieldIssues } from '../model/field-issues';
import type { StepProps } from '../model/step-props';
import type { DesignResults } from '../results/use-design-results';
import {
  irradiationSourceOf,
  itemDefault,
  itemValue,
  uncertaintyItemIds,
  withClimateZone,
  withInterannualSigma,
  withItem,
} from './uncertainty-values';

export interface UncertaintySectionProps {
  draft: EditorDraft;
  update: StepProps['update'];
  fieldIssues: ReturnType<typeof useFieldIssues>;
  /** The live results, for the climate source's defaults and the combined figures. */
  results: DesignResults | undefined;
}

/** The zone the latitude gives, or null before the site has coordinates. */
function latitudeZone(draft: EditorDraft): ClimateZone | null {
  const location = draft.body.mapLocation;
  const latitude = Number(location?.proLatitude);
  if (!location || !Number.isFinite(latitude)) return null;
  return climateZoneByLatitude(
    engineSite({ ...location, proLatitude: latitude, proLongitude: Number(location.proLongitude) || 0 })
      .latitude,
  );
}

export function UncertaintySection({ draft, update, fieldIssues, results }: UncertaintySectionProps) {
  const { t } = useTranslation('editorFinance');
  const language = useLanguage();
  const source = irradiationSourceOf(results?.source.id);
  const section = draft.body.uncertainty;
  const autoZone = latitudeZone(draft);
  const zone = section?.climateZone ?? null;
  const zoneDefault = INTERANNUAL_SIGMA_BY_ZONE[zone ?? autoZone ?? 'temperate'].sigmaPercent;
  const pct = (value: number) => formatNumber(value, language, 2);

  const item = (name: UncertaintyItemId) => {
    const path = `uncertainty.budget.${name}`;
    const error = fieldIssues.errorOf(path);
    const fallback = itemDefault(name, source);
    return (
      <FormField
        key={name}
        label={t(`uncertainty.fields.${name}`)}
        constraintText={t('uncertainty.defaultHint', {
          value: pct(fallback.value),
          source: fallback.citation,
        })}
        errorText={error}
      >
        <DraftNumberInput
          value={itemValue(draft.body, name)}
          placeholder={pct(fallback.value)}
          step={0.1}
          invalid={Boolean(error)}
          onBlur={() => fieldIssues.touch(path)}
          onChange={(value) => update((body) => withItem(body, name, value))}
        />
      </FormField>
    );
  };

  const zoneOption = (value: ClimateZone | null) => ({
    value: value ?? 'auto',
    label:
      value === null
        ? t('uncertainty.zoneAuto', { zone: autoZone ? t(`uncertainty.zones.${autoZone}`) : '-' })
        : t(`uncertainty.zones.${value}`),
  });
  const sigmaError = fieldIssues.errorOf('uncertainty.interannualSigmaPercent');
  const figures = results?.uncertainty;

  return (
    <Container
      header={
        <Header variant="h2" description={t('uncertainty.description')}>
          {t('uncertainty.heading')}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <ColumnLayout columns={3}>
          <FormField label={t('uncertainty.climateZone')}>
            <Select
              selectedOption={zoneOption(zone)}
              options={[null, ...climateZones].map(zoneOption)}
              onChange={({ detail }) => {
                const chosen = detail.selectedOption.value;
                update((body) => withClimateZone(body, chosen === 'auto' ? null : (chosen as ClimateZone)));
              }}
            />
          </FormField>
          <FormField
            label={t('uncertainty.interannual')}
            constraintText={t('uncertainty.interannualHint', { value: pct(zoneDefault) })}
            errorText={sigmaError}
          >
            <DraftNumberInput
              value={section?.interannualSigmaPercent ?? undefined}
              placeholder={pct(zoneDefault)}
              step={0.1}
              invalid={Boolean(sigmaError)}
              onBlur={() => fieldIssues.touch('uncertainty.interannualSigmaPercent')}
              onChange={(value) => update((body) => withInterannualSigma(body, value))}
            />
          </FormField>
        </ColumnLayout>
        <ColumnLayout columns={3}>{uncertaintyItemIds.map(item)}</ColumnLayout>
        {figures && (
          <Box color="text-body-secondary" data-testid="uncertainty-combined">
            {t('uncertainty.combined', {
              sigma: pct(figures.sigmaPercent),
              sigmaTen: pct(figures.sigmaTenYearPercent),
              p90: formatNumber(figures.p90, language, 0),
            })}
          </Box>
        )}
      </SpaceBetween>
    </Container>
  );
}
