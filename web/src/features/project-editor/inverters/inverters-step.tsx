/**
 * The inverter step [WIZ-7]: the table of the project's
 * inverter groups, the chooser to add or change one, the detail dialog, and the capacity
 * re-derived from the inverters in kW [PRJ-7].
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { validationMessage } from '@pvd/shared/errors/validation';
import { ProjectType } from '@pvd/shared/project/record/base';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { formatNumber } from '@/lib/format-number';
import { useLanguage } from '@/lib/i18n';
import { useCapacityFromInverters } from '../model/capacity';
import type { StepProps } from '../model/step-props';
import { stepIssues } from '../model/steps';
import { chooserStateOf } from './chooser-initial';
import { EMPTY_CHOOSER } from './chooser-state';
import { InverterChooser } from './inverter-chooser';
import { InverterDetailModal } from './inverter-detail-modal';
import {
  addModel,
  deleteGroup,
  editGroup,
  type GroupInput,
  setBatteryCount,
  setInverterCount,
} from './inverter-groups';
import { InverterTable } from './inverter-table';

type Dialog =
  | { kind: 'add' }
  | { kind: 'edit'; index: number }
  | { kind: 'view'; index: number }
  | { kind: 'delete'; index: number }
  | null;

export function InvertersStep({ draft, live, update, addCopies, showIssues }: StepProps) {
  const { t } = useTranslation('editorStrings');
  const language = useLanguage();
  const [dialog, setDialog] = useState<Dialog>(null);
  const groups = draft.body.inverter ?? [];
  const isEnergyStorage = draft.proType === ProjectType.energyStorage;
  const changeGroups = (change: (current: GroupInput[]) => GroupInput[]) =>
    update((body) => ({ ...body, inverter: change(body.inverter ?? []) }));

  // Once the inverter step is reached, the capacity follows the inverters, in kW [PRJ-7].
  const fromInvertersKw = useCapacityFromInverters({ draft, live, update });

  const issues = stepIssues('inverters', draft, live);
  const issueOf = (index: number, field: string) => {
    const issue = issues.find((candidate) => candidate.path === `inverter.${index}.${field}`);
    return issue ? validationMessage(issue.key, language) : undefined;
  };
  const nameOf = (index: number) => {
    const id = groups[index]?.inverterid ?? '';
    return draft.copies.inverters[id]?.modelname ?? id;
  };

  return (
    <SpaceBetween size="l">
      {showIssues && issues.length > 0 && (
        <Alert type="error" header={t('inverters.issuesTitle')}>
          <ul>
            {[...new Set(issues.map((issue) => validationMessage(issue.key, language)))].map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </Alert>
      )}
      <InverterTable
        groups={groups}
        copies={draft.copies}
        isEnergyStorage={isEnergyStorage}
        issueOf={issueOf}
        header={
          <Header
            counter={`(${groups.length})`}
            description={t('inverters.description')}
            actions={
              <Button variant="primary" iconName="add-plus" onClick={() => setDialog({ kind: 'add' })}>
                {t('inverters.add')}
              </Button>
            }
          >
            {t('inverters.title')}
          </Header>
        }
        onCount={(index, count) => changeGroups((current) => setInverterCount(current, index, count))}
        onBatteryCount={(index, count, limits) =>
          changeGroups((current) => setBatteryCount(current, index, count, limits))
        }
        onView={(index) => setDialog({ kind: 'view', index })}
        onEdit={(index) => setDialog({ kind: 'edit', index })}
        onDelete={(index) => setDialog({ kind: 'delete', index })}
      />
      <Box aria-live="polite">
        {fromInvertersKw > 0
          ? t('inverters.capacity', { kw: formatNumber(fromInvertersKw, language, 2) })
          : t('inverters.capacityPending')}
      </Box>
      {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <InverterChooser
          mode={dialog.kind}
          isEnergyStorage={isEnergyStorage}
          initial={
            dialog.kind === 'edit' && groups[dialog.index]
              ? chooserStateOf(groups[dialog.index]!, draft.copies)
              : EMPTY_CHOOSER
          }
          onCancel={() => setDialog(null)}
          onChoose={(choice, copies) => {
            addCopies(copies);
            changeGroups((current) =>
              dialog.kind === 'add' ? addModel(current, choice) : editGroup(current, dialog.index, choice),
            );
            setDialog(null);
          }}
        />
      )}
      {dialog?.kind === 'view' && groups[dialog.index] && (
        <InverterDetailModal
          id={groups[dialog.index]!.inverterid}
          copy={draft.copies.inverters[groups[dialog.index]!.inverterid]}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title={t('inverters.deleteTitle', { name: nameOf(dialog.index) })}
          confirmLabel={t('inverters.delete')}
          onCancel={() => setDialog(null)}
          onConfirm={() => {
            changeGroups((current) => deleteGroup(current, dialog.index));
            setDialog(null);
          }}
        >
          {t('inverters.deleteQuestion')}
        </ConfirmDialog>
      )}
    </SpaceBetween>
  );
}
