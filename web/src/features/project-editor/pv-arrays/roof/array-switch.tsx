/**
 * The drawer's list of the project's drawn arrays: open another one, or a new one, in place of
 * this one.
 */
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import { InsertWay } from '@pvd/shared/project/record/pv-array';
import { memo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useGuardedClose } from '@/hooks/use-guarded-close';
import type { ArrayBody } from '../array-edits';

interface ArraySwitchProps {
  /** The array open now; null for a new one. */
  array: ArrayBody | null;
  arrays: ArrayBody[];
  /** Another array was chosen (null: a new one). */
  onSwitch(next: ArrayBody | null): void;
}

export const ArraySwitch = memo(function ArraySwitch({ array, arrays, onSwitch }: ArraySwitchProps) {
  const { t } = useTranslation('editorRoof');
  const drawnArrays = arrays.filter((other) => other.insertway === InsertWay.drawn);
  const arrayOption = (other: ArrayBody | null) =>
    other ? { value: other.id, label: other.pvarrayname } : { value: '', label: t('drawer.newArray') };
  return (
    <FormField label={t('drawer.arrays')} description={t('drawer.arraysHint')}>
      <Select
        selectedOption={arrayOption(array)}
        options={[...drawnArrays.map(arrayOption), arrayOption(null)]}
        onChange={({ detail }) => {
          const next = drawnArrays.find((other) => other.id === detail.selectedOption.value) ?? null;
          if ((next?.id ?? null) !== (array?.id ?? null)) onSwitch(next);
        }}
      />
    </FormField>
  );
});

/** Another array of the list chosen: unsaved changes are asked about first, as on closing. */
export function useArraySwitch(dirty: boolean, onSwitch: (next: ArrayBody | null) => void) {
  const target = useRef<ArrayBody | null>(null);
  const switching = useGuardedClose(dirty, () => onSwitch(target.current));
  return {
    choose(next: ArrayBody | null) {
      target.current = next;
      switching.requestClose();
    },
    guard: switching.guard,
  };
}
