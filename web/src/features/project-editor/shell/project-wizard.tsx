/**
 * The design wizard [WIZ-1]: the step list beside the current step in a form, each
 * step beside the live results from the PV array step on; pre-save on the earlier steps of a new
 * project, Save on every step of a saved one, Create report on the last; leaving with unsaved
 * changes asks first; the local draft keeps the work through a reload. A refused move or save
 * shows its first field in error, on its step, with the keyboard on it. Not Cloudscape's Wizard:
 * it opens only the steps visited, which a saved project must not be limited to, and its step
 * list is not reachable by keyboard before a step was visited.
 */
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ProjectInputBody } from '@pvd/shared/project/record/project';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useUnsavedChangesGuard } from '@/hooks/use-unsaved-changes-guard';
import { readSession } from '@/lib/session';
import type { EditorDraft } from '../model/draft';
import type { LiveProject } from '../model/live-project';
import { refusedIssues, withRefusedIssues } from '../model/refused-issues';
import { type StepId, stepOfIssue, stepsOf } from '../model/steps';
import { LiveResultsPanel } from '../results/lazy-live-results';
import { ConflictDialog } from './conflict-dialog';
import { clearLocalDraft, localDraftKey } from './local-draft';
import { SaveErrors } from './save-errors';
import { StepList } from './step-list';
import { stepComponents } from './step-registry';
import { useEditorDraft, useLocalCopy } from './use-editor-draft';
import { useRevealRefusal } from './use-reveal-refusal';
import { useStepInAddress } from './use-step-address';
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
  /** The step to open on (the address's or the restored draft's), if the draft may open it. */
  initialStep: string | null;
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
  const state = useEditorDraft(initial, accountName, initiallyDirty);
  const navigation = useStepNavigation(steps, initialStep, state.draft, state.live);
  // A reload comes back to the step: in the address, and in the local copy of unsaved work.
  useStepInAddress(navigation.step);
  useLocalCopy(state.draft, state.dirty, accountName, navigation.step);
  const leaving = useUnsavedChangesGuard(state.dirty);
  const saving = useWizardSave(state, navigation.step, leaving, savedBody, navigation.showRefusal);
  useDiscardOnLeave(accountName, state.draft);
  // The server's refusals stand under their fields until the field changes.
  const { refusal } = saving;
  const refused = useMemo(() => refusedIssues(refusal, state.draft.body), [refusal, state.draft.body]);
  const live = useMemo(() => withRefusedIssues(state.live, refused), [state.live, refused]);
  const unplaced = (refusal?.fieldErrors ?? []).filter(
    (error) => stepOfIssue(steps, { path: error.field, key: error.key }) === undefined,
  );

  const last = navigation.index === steps.length - 1;
  const finish = async () => {
    if (await navigation.mayFinish()) await saving.save('return');
  };
  const title = useStepTitleFocus(navigation.index);
  const stepBox = useRef<HTMLDivElement>(null);
  const { blockedBy } = navigation;
  const blockedElsewhere = blockedBy !== null && blockedBy !== navigation.step;
  // Without a marked field the message shows: above the step when another step is meant, else by
  // the buttons, where the user just clicked.
  useRevealRefusal(navigation.refusals, stepBox, blockedElsewhere ? title : null);

  return (
    <SpaceBetween size="m">
      {blockedElsewhere && (
        <Alert type="error">{t('wizard.blockedBy', { step: t(`steps.${blockedBy}`) })}</Alert>
      )}
      <SaveErrors fieldErrors={unplaced} incomplete={saving.incomplete} />
      <div className="pvd-wizard">
        <StepList
          titles={steps.map((step) => t(`steps.${step}`))}
          index={navigation.index}
          farthest={navigation.farthest}
          reachable={navigation.reachable}
          onOpen={(index) => void navigation.go(index)}
        />
        <BesideResults shown={navigation.index >= steps.indexOf('arrays')} draft={state.draft} live={live}>
          <Form
            header={
              <Header variant="h1">
                <span ref={title} tabIndex={-1}>
                  {t(`steps.${navigation.step}`)}
                </span>
              </Header>
            }
            errorText={navigation.blockedBy === navigation.step ? t('wizard.blocked') : undefined}
            errorIconAriaLabel={t('wizard.error')}
            secondaryActions={
              <WizardActions
                last={last}
                saved={state.draft.projectId !== null}
                saving={saving}
                onFinish={finish}
              />
            }
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <Button variant="link" onClick={() => navigate(paths.projects)}>
                  {t('wizard.cancel')}
                </Button>
                {navigation.index > 0 && (
                  <Button
                    disabled={navigation.moving}
                    onClick={() => void navigation.go(navigation.index - 1)}
                  >
                    {t('wizard.previous')}
                  </Button>
                )}
                {last ? (
                  <Button
                    variant="primary"
                    loading={saving.saving === 'return' || navigation.moving}
                    disabled={saving.saving !== null}
                    onClick={() => void finish()}
                  >
                    {t('wizard.save')}
                  </Button>
                ) : (
                  <Button
                    variant="primary"
                    loading={navigation.moving}
                    onClick={() => void navigation.go(navigation.index + 1)}
                  >
                    {t('wizard.next')}
                  </Button>
                )}
              </SpaceBetween>
            }
          >
            <div ref={stepBox}>
              <StepContent
                step={navigation.step}
                state={state}
                live={live}
                navigation={navigation}
                preSave={() => saving.save('stay')}
              />
            </div>
          </Form>
        </BesideResults>
      </div>
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

/**
 * Puts the keyboard on the new step's title after a move (not on the first render), so a screen
 * reader says where the user is and Tab goes on into the step.
 */
function useStepTitleFocus(index: number) {
  const title = useRef<HTMLSpanElement>(null);
  const first = useRef(index);
  useEffect(() => {
    if (index === first.current) return;
    first.current = -1;
    title.current?.focus();
  }, [index]);
  return title;
}

interface StepContentProps {
  step: StepId;
  state: ReturnType<typeof useEditorDraft>;
  /** The live record with the server's standing refusals among its issues. */
  live: LiveProject;
  navigation: ReturnType<typeof useStepNavigation>;
  preSave(): Promise<void>;
}

function StepContent({ step, state, live, navigation, preSave }: StepContentProps) {
  const Step = stepComponents[step];
  return (
    <Step
      draft={state.draft}
      live={live}
      update={state.update}
      addCopies={state.addCopies}
      keepMeterFile={state.keepMeterFile}
      preSave={preSave}
      showIssues={navigation.shownIssues.has(step)}
      setLeaveGuard={navigation.setLeaveGuard}
    />
  );
}

interface BesideResultsProps {
  shown: boolean;
  draft: EditorDraft;
  live: LiveProject;
  children: ReactNode;
}

/**
 * The step's form with the live results beside it where the wizard is at least 1120 px wide (the
 * string tables need the room), after it on narrower screens: after the form's buttons, so the
 * panel neither pushes them down when it mounts and its figures arrive nor puts a page of
 * figures between the step and its Next.
 */
function BesideResults({ shown, draft, live, children }: BesideResultsProps) {
  if (!shown) return <>{children}</>;
  return (
    <Grid gridDefinition={[{ colspan: { default: 12, m: 8 } }, { colspan: { default: 12, m: 4 } }]}>
      {children}
      <LiveResultsPanel draft={draft} live={live} />
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
