/**
 * Copying one unit's string design to other units of the same model [WIZ-8]: at least one
 * target must be selected.
 */
import Checkbox from '@cloudscape-design/components/checkbox';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFooter } from '@/components/dialog-footer';
import { Modal } from '@/components/modal';
import type { NamedUnit } from './design-unit';
import { sameUnit, type UnitRef } from './string-design';

interface CopyDesignModalProps {
  source: NamedUnit;
  /** The units it may be copied to (same model, not the source). */
  candidates: readonly NamedUnit[];
  onCopy(targets: UnitRef[]): void;
  onCancel(): void;
}

export function CopyDesignModal({ source, candidates, onCopy, onCancel }: CopyDesignModalProps) {
  const { t } = useTranslation('editorStrings');
  const [chosen, setChosen] = useState<UnitRef[]>([]);
  const [tried, setTried] = useState(false);
  const toggle = (unit: UnitRef, on: boolean) =>
    setChosen((current) => (on ? [...current, unit] : current.filter((other) => !sameUnit(other, unit))));
  return (
    <Modal
      visible
      onDismiss={onCancel}
      header={t('copy.title', { name: source.name })}
      closeAriaLabel={t('inverters.chooser.close')}
      footer={
        <DialogFooter
          onCancel={onCancel}
          confirmLabel={t('copy.confirm')}
          onConfirm={() => {
            setTried(true);
            if (chosen.length > 0) onCopy(chosen);
          }}
        />
      }
    >
      <FormField
        label={t('copy.targets')}
        description={t('copy.description')}
        errorText={tried && chosen.length === 0 ? t('copy.targetRequired') : undefined}
      >
        <SpaceBetween size="xs">
          {candidates.length === 0 && <span>{t('copy.noCandidates')}</span>}
          {candidates.map((unit) => (
            <Checkbox
              key={`${unit.groupIndex}-${unit.unitIndex}`}
              checked={chosen.some((other) => sameUnit(other, unit))}
              onChange={({ detail }) => toggle(unit, detail.checked)}
            >
              {unit.name}
            </Checkbox>
          ))}
        </SpaceBetween>
      </FormField>
    </Modal>
  );
}
