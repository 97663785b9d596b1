/**
 * The grid limits [TAR-8] [TAR-14], for both project types: the export limit (none, zero export
 * 防逆流, a power, or a share of the inverters' rated power, whose kW is shown) and the import
 * limit (the transformer or contract capacity; empty: none).
 */
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { exportLimitOfRating } from '@pvd/shared/storage/battery';
import { useTranslation } from 'react-i18next';
import { DraftNumberInput } from '@/components/draft-number-input';
import { formatNumber } from '@/lib/format-number';
import { useLanguage } from '@/lib/i18n';
import type { useFieldIssues } from '../model/field-issues';
import type { StepProps } from '../model/step-props';
import {
  EXPORT_KINDS,
  type ExportKind,
  exportKindOf,
  inverterRatedKw,
  withExportKind,
  withImportLimit,
} from './grid-limits-values';

interface GridLimitsSectionProps extends Pick<StepProps, 'draft' | 'live' | 'update'> {
  issues: ReturnType<typeof useFieldIssues>;
}

export function GridLimitsSection({ draft, live, update, issues }: GridLimitsSectionProps) {
  const { t } = useTranslation('tariff');
  const language = useLanguage();
  const limits = draft.body.gridLimits;
  const kind = exportKindOf(limits);
  const exportLimit = limits?.exportLimit;
  const amount =
    exportLimit?.kind === 'kw'
      ? exportLimit.kw
      : exportLimit?.kind === 'percentOfInverters'
        ? exportLimit.percent
        : undefined;
  const amountPath = kind === 'kw' ? 'gridLimits.exportLimit.kw' : 'gridLimits.exportLimit.percent';
  const amountError = issues.errorOf(amountPath);
  const ratedKw = inverterRatedKw(live.record);
  const shareKw =
    kind === 'percentOfInverters' && typeof amount === 'number' && amount >= 0 && amount <= 100
      ? exportLimitOfRating(amount, ratedKw)
      : undefined;
  const importError = issues.errorOf('gridLimits.importLimitKw');

  return (
    <Container
      header={
        <Header variant="h2" description={t('limits.description')}>
          {t('limits.title')}
        </Header>
      }
    >
      <SpaceBetween size="m">
        <FormField label={t('limits.export')}>
          <RadioGroup
            value={kind}
            ariaLabel={t('limits.export')}
            onChange={({ detail }) => update((body) => withExportKind(body, detail.value as ExportKind))}
            items={EXPORT_KINDS.map((value) => ({
              value,
              label: t(`limits.kinds.${value}`),
              description: t(`limits.kindHints.${value}`),
            }))}
          />
        </FormField>
        {(kind === 'kw' || kind === 'percentOfInverters') && (
          <FormField
            label={kind === 'kw' ? t('limits.exportKw') : t('limits.exportPercent')}
            errorText={amountError}
            constraintText={
              kind === 'percentOfInverters'
                ? t('limits.shareOf', {
                    rated: formatNumber(ratedKw, language),
                    kw: formatNumber(shareKw, language),
                  })
                : undefined
            }
          >
            <DraftNumberInput
              value={amount as number | string | undefined}
              step={kind === 'kw' ? 1 : 5}
              invalid={Boolean(amountError)}
              onBlur={() => issues.touch(amountPath)}
              onChange={(next) => update((body) => withExportKind(body, kind, next))}
            />
          </FormField>
        )}
        <FormField label={t('limits.import')} constraintText={t('limits.importHint')} errorText={importError}>
          <DraftNumberInput
            value={limits?.importLimitKw ?? null}
            step={1}
            invalid={Boolean(importError)}
            onBlur={() => issues.touch('gridLimits.importLimitKw')}
            onChange={(next) => update((body) => withImportLimit(body, next === '' ? null : next))}
          />
        </FormField>
      </SpaceBetween>
    </Container>
  );
}
