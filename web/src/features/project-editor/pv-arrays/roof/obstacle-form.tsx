/**
 * The selected obstacle's small form: its name and sizes (height above the roof; a wall's
 * thickness, a tree's crown radius), each problem under its field from the shared schema, and
 * its deletion after a confirmation.
 */
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ObstacleInput } from '@pvd/shared/project/record/surroundings';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DraftNumberInput } from '@/components/draft-number-input';
import { useLanguage } from '@/lib/i18n';
import { obstacleErrors, sizeFields, withObstacleValue } from './obstacle-values';

export interface ObstacleFormProps {
  obstacle: ObstacleInput;
  /** The obstacle's name in lists and titles (its own, else its kind and number). */
  label: string;
  onChange(next: ObstacleInput): void;
  onDelete(): void;
}

export function ObstacleForm({ obstacle, label, onChange, onDelete }: ObstacleFormProps) {
  const { t } = useTranslation('editorSurroundings');
  const language = useLanguage();
  const [confirm, setConfirm] = useState(false);
  const errors = obstacleErrors(obstacle, language);
  return (
    <section aria-label={t('obstacles.formLabel', { name: label })} data-testid="obstacle-form">
      <SpaceBetween size="s">
        <FormField label={t('obstacles.name')} errorText={errors.name}>
          <Input
            value={obstacle.name ?? ''}
            placeholder={label}
            onChange={({ detail }) => onChange(withObstacleValue(obstacle, 'name', detail.value))}
          />
        </FormField>
        <ColumnLayout columns={2}>
          {sizeFields(obstacle.kind).map((field) => (
            <FormField key={field} label={t(`obstacles.fields.${field}`)} errorText={errors[field]}>
              <DraftNumberInput
                value={obstacle[field as keyof ObstacleInput] as number | string}
                step={0.1}
                invalid={Boolean(errors[field])}
                onChange={(value) => onChange(withObstacleValue(obstacle, field, value))}
              />
            </FormField>
          ))}
        </ColumnLayout>
        {(errors.footprint || errors.path) && (
          <FormField errorText={errors.footprint ?? errors.path}>
            <span />
          </FormField>
        )}
        <Button iconName="remove" onClick={() => setConfirm(true)}>
          {t('obstacles.delete')}
        </Button>
      </SpaceBetween>
      {confirm && (
        <ConfirmDialog
          title={t('obstacles.deleteTitle', { name: label })}
          confirmLabel={t('obstacles.delete')}
          onCancel={() => setConfirm(false)}
          onConfirm={() => {
            setConfirm(false);
            onDelete();
          }}
        >
          {t('obstacles.deleteText', { name: label })}
        </ConfirmDialog>
      )}
    </section>
  );
}
