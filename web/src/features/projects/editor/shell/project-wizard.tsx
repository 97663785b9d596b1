/**
 * The design wizard (001 §2, issue 10 §1): the steps of the project's type in Cloudscape's Wizard,
 * each beside the live results from the PV array step on; pre-save on the earlier steps, Save and
 * Create report on the last; leaving with unsaved changes asks first; the local draft keeps the
 * work through a reload.
 */
import Alert from '@cloudscape-design/components/alert';
import Grid from '@cloudscape-design/components/grid';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Wizard, { type WizardProps } from '@cloudscape-design/components/wizard';
import type { ProjectInputBody } from '@pvd/shared/project/project';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../../config/paths';
import { useUnsavedChangesGuard } from '../../../../hooks/use-unsaved-changes-guard';
import { readSession } from '../../../../lib/session';
import type { EditorDraft } from '../model/draft';
import { type StepId, stepsOf } from '../model/steps';
import { LiveResultsPanel } from '../results/live-results-panel';
import { stepComponents } from '../step-registry';
import { ConflictDialog } from './conflict-dialog';
import { clearLocalDraft, localDraftKey } from './local-draft';
import { SaveErrors } from './save-errors';
import { useEditorDraft } from './use-editor-draft';
import { useStepNavigation } from './use-step-navigation';
import { useWizardSave } from './use-wizard-save';
import { WizardActions } from './wizard-actions';

interface ProjectWizardProps {
  initial: EditorDraft;
  /** The initial draft is a restored local one, not yet saved. */
  initiallyDirty: boolean;
  /**
   * The body as the server holds it (null for a new project): a restored draft differs from it,
   * and the drawings that differ are stored at the next save.
   */
  savedBody: ProjectInputBody | null;
  initialStep: StepId;
  accountName: string;
}

export function ProjectWizard({
  initial,
  initiallyDirty,
  savedBody,
  initialStep,
  accountName,
}: ProjectWizardProps) {
  const { t } = useTranslation('editor');
  const navigate = useNavigate();
  const steps = stepsOf(initial.proType);
  const state = useEditorDraft(initial, accountName, initialStep, initiallyDirty);
  const navigation = useStepNavigation(steps, initialStep, state.draft, state.live);
  const leaving = useUnsavedChangesGuard(state.dirty);
  const saving = useWizardSave(state, navigation.step, leaving, savedBody);
  useDiscardOnLeave(accountName, state.draft);

  const wizardSteps: WizardProps.Step[] = steps.map((step, index) => ({
    title: t(`steps.${step}`),
    content:
      index === navigation.index ? (
        <StepContent
          step={step}
          state={state}
          navigation={navigation}
          withResults={index >= steps.indexOf('arrays')}
        />
      ) : null,
    errorText: navigation.blockedBy === step ? t('wizard.blocked') : undefined,
  }));

  return (
    <SpaceBetween size="m">
      {navigation.blockedBy !== null && navigation.blockedBy !== navigation.step && (
        <Alert type="error">{t('wizard.blockedBy', { step: t(`steps.${navigation.blockedBy}`) })}</Alert>
      )}
      <SaveErrors fieldErrors={saving.fieldErrors} incomplete={saving.incomplete} />
      <Wizard
        steps={wizardSteps}
        activeStepIndex={navigation.index}
        isLoadingNextStep={navigation.moving || saving.saving === 'return'}
        onNavigate={({ detail }) => void navigation.go(detail.requestedStepIndex)}
        onCancel={() => navigate(paths.projects)}
        onSubmit={() => void saving.save('return')}
        submitButtonText={t('wizard.save')}
        secondaryActions={<WizardActions last={navigation.index === steps.length - 1} saving={saving} />}
        i18nStrings={{
          stepNumberLabel: (n) => t('wizard.stepNumber', { n }),
          collapsedStepsLabel: (n, total) => t('wizard.collapsedSteps', { n, total }),
          skipToButtonLabel: (step) => t('wizard.skipTo', { step: step.title }),
          navigationAriaLabel: t('wizard.navigation'),
          cancelButton: t('wizard.cancel'),
          previousButton: t('wizard.previous'),
          nextButton: t('wizard.next'),
          optional: t('wizard.optional'),
        }}
      />
      {saving.conflict !== null && (
        <ConflictDialog
          onReload={saving.reloadTheirs}
          onKeepMine={saving.keepMine}
          onCancel={saving.dismissConflict}
        />
      )}
      {leaving.guard}
    </SpaceBetween>
  );
}

interface StepContentProps {
  step: StepId;
  state: ReturnType<typeof useEditorDraft>;
  navigation: ReturnType<typeof useStepNavigation>;
  withResults: boolean;
}

function StepContent({ step, state, navigation, withResults }: StepContentProps) {
  const Step = stepComponents[step];
  const content = (
    <Step
      draft={state.draft}
      live={state.live}
      update={state.update}
      addCopies={state.addCopies}
      showIssues={navigation.shownIssues.has(step)}
      setLeaveGuard={navigation.setLeaveGuard}
    />
  );
  if (!withResults) return content;
  // Beside the step where the wizard is at least 1120 px wide (the string tables need the room),
  // below it on narrower screens.
  return (
    <Grid gridDefinition={[{ colspan: { default: 12, m: 8 } }, { colspan: { default: 12, m: 4 } }]}>
      {content}
      <LiveResultsPanel draft={state.draft} live={state.live} />
    </Grid>
  );
}

/**
 * Leaving the editor inside the site (after the unsaved-changes question was answered "leave")
 * drops the local draft; a reload or a closed tab never runs this, so the draft is offered back.
 * An ended session keeps it: the user did not choose to lose the work.
 */
function useDiscardOnLeave(accountName: string, draft: EditorDraft) {
  const key = localDraftKey(accountName, draft);
  useEffect(
    () => () => {
      if (readSession() !== null) clearLocalDraft(key);
    },
    [key],
  );
}
