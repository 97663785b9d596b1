/**
 * The tariff step [TAR-14] (docs/decisions/0051-tariff-step.md), for both project types: the
 * project's tariff, its grid limits and, for storage, the battery's strategy. Every part is
 * optional: left alone, the project is billed as before tariffs existed (the flat tariff of the
 * investment step's prices [TAR-4], no limits, self-consumption without reserve).
 */
import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { validationMessage } from '@pvd/shared/errors/validation';
import { ProjectType } from '@pvd/shared/project/record/base';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/i18n';
import { useFieldIssues } from '../model/field-issues';
import type { StepProps } from '../model/step-props';
import { GridLimitsSection } from './grid-limits-section';
import { StrategySection } from './strategy-section';
import { TariffSection } from './tariff-section';

/** Where the issues of the project's own tariff sit in the body. */
const TARIFF_PATH = 'tariff.tariff.';

export function TariffStep({ draft, live, update, showIssues }: StepProps) {
  const { t } = useTranslation('tariff');
  const language = useLanguage();
  const issues = useFieldIssues(live.issues, showIssues);
  const issueUnder = (path: string) => {
    const issue = live.issues.find((one) => one.path === path || one.path.startsWith(`${path}.`));
    return issue ? validationMessage(issue.key, language) : undefined;
  };
  return (
    <SpaceBetween size="l">
      <Box color="text-body-secondary">{t('step.description')}</Box>
      <TariffSection
        draft={draft}
        update={update}
        issues={issues}
        issuePrefix={TARIFF_PATH}
        issueUnder={issueUnder}
      />
      <GridLimitsSection draft={draft} live={live} update={update} issues={issues} />
      {draft.proType === ProjectType.energyStorage && (
        <StrategySection draft={draft} update={update} issues={issues} />
      )}
    </SpaceBetween>
  );
}
