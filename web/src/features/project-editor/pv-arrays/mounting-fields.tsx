/**
 * The array's mounting in its drawer [MNT-1] [MNT-2] [MNT-3]: fixed, east-west rack (the gap
 * between units; the tilt of each half is the array's tilt, the halves face the azimuth and the
 * opposite one) or single-axis tracker (axis azimuth and tilt, maximum rotation, GCR,
 * backtracking), and the rear side when the panel gives a bifaciality. The server's schema
 * judges the values; its first message of each part shows under it.
 */
import Checkbox from '@cloudscape-design/components/checkbox';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import {
  type ArrayBifacial,
  type ArrayMounting,
  DEFAULT_REAR_SHADE_FACTOR,
  MOUNTING_DEFAULTS,
  MOUNTING_KINDS,
  type MountingKind,
} from '@pvd/shared/project/record/array-mounting';
import { useTranslation } from 'react-i18next';

/** A new mounting of `kind` with the editor's defaults. */
export function defaultMounting(kind: MountingKind): ArrayMounting {
  if (kind === 'east-west') return { kind, gapM: MOUNTING_DEFAULTS.eastWestGapM };
  if (kind === 'single-axis') {
    const { axisAzimuth, axisTilt, maxAngle, gcr } = MOUNTING_DEFAULTS;
    return { kind, axisAzimuth, axisTilt, maxAngle, gcr, backtrack: true };
  }
  return { kind: 'fixed' };
}

/** The rear side a bifacial panel starts with: centre 1 m above the ground, the default factors. */
export const DEFAULT_BIFACIAL: ArrayBifacial = {
  heightM: 1,
  shadeFactor: DEFAULT_REAR_SHADE_FACTOR,
  transmissionFactor: 0,
};

function NumberField(props: { label: string; value: number; onChange(value: number): void; testId: string }) {
  return (
    <FormField label={props.label}>
      <Input
        type="number"
        inputMode="decimal"
        value={Number.isFinite(props.value) ? String(props.value) : ''}
        data-testid={props.testId}
        onChange={({ detail }) =>
          props.onChange(detail.value.trim() === '' ? Number.NaN : Number(detail.value))
        }
      />
    </FormField>
  );
}

interface MountingFieldsProps {
  mounting: ArrayMounting;
  bifacial: ArrayBifacial | null;
  /** The panel's bifaciality; absent: a monofacial panel (no rear fields). [-] */
  bifacialityFactor?: number;
  errors?: { mounting?: string; bifacial?: string } | null;
  onMounting(mounting: ArrayMounting): void;
  onBifacial(bifacial: ArrayBifacial | null): void;
}

export function MountingFields(props: MountingFieldsProps) {
  const { t } = useTranslation('editorArrays');
  const { mounting, bifacial } = props;
  const option = (kind: MountingKind) => ({ value: kind, label: t(`mounting.kinds.${kind}`) });
  const patch = (change: Partial<Record<string, number | boolean>>) =>
    props.onMounting({ ...mounting, ...change } as ArrayMounting);
  const rear = (change: Partial<ArrayBifacial>) =>
    props.onBifacial({ ...(bifacial ?? DEFAULT_BIFACIAL), ...change });
  const bifacialPanel = (props.bifacialityFactor ?? 0) > 0;
  return (
    <SpaceBetween size="m">
      <FormField label={t('mounting.kind')} errorText={props.errors?.mounting}>
        <Select
          selectedOption={option(mounting.kind)}
          options={MOUNTING_KINDS.map(option)}
          data-testid="mounting-kind"
          onChange={({ detail }) =>
            props.onMounting(defaultMounting(detail.selectedOption.value as MountingKind))
          }
        />
      </FormField>
      {mounting.kind === 'east-west' && (
        <ColumnLayout columns={2}>
          <NumberField
            label={t('mounting.gap')}
            value={mounting.gapM}
            testId="mounting-gap"
            onChange={(gapM) => patch({ gapM })}
          />
          <FormField label={t('mounting.halves')}>{t('mounting.halvesNote')}</FormField>
        </ColumnLayout>
      )}
      {mounting.kind === 'single-axis' && (
        <ColumnLayout columns={3}>
          <NumberField
            label={t('mounting.axisAzimuth')}
            value={mounting.axisAzimuth}
            testId="mounting-axis-azimuth"
            onChange={(axisAzimuth) => patch({ axisAzimuth })}
          />
          <NumberField
            label={t('mounting.axisTilt')}
            value={mounting.axisTilt}
            testId="mounting-axis-tilt"
            onChange={(axisTilt) => patch({ axisTilt })}
          />
          <NumberField
            label={t('mounting.maxAngle')}
            value={mounting.maxAngle}
            testId="mounting-max-angle"
            onChange={(maxAngle) => patch({ maxAngle })}
          />
          <NumberField
            label={t('mounting.gcr')}
            value={mounting.gcr}
            testId="mounting-gcr"
            onChange={(gcr) => patch({ gcr })}
          />
          <Checkbox
            checked={mounting.backtrack}
            onChange={({ detail }) => patch({ backtrack: detail.checked })}
          >
            {t('mounting.backtrack')}
          </Checkbox>
        </ColumnLayout>
      )}
      {bifacialPanel && (
        <FormField
          label={t('mounting.rear', { factor: props.bifacialityFactor })}
          errorText={props.errors?.bifacial}
        >
          <SpaceBetween size="s">
            <Checkbox
              checked={bifacial !== null}
              data-testid="bifacial-on"
              onChange={({ detail }) => props.onBifacial(detail.checked ? DEFAULT_BIFACIAL : null)}
            >
              {t('mounting.rearOn')}
            </Checkbox>
            {bifacial && (
              <ColumnLayout columns={3}>
                <NumberField
                  label={t('mounting.height')}
                  value={bifacial.heightM}
                  testId="bifacial-height"
                  onChange={(heightM) => rear({ heightM })}
                />
                <NumberField
                  label={t('mounting.shadeFactor')}
                  value={bifacial.shadeFactor}
                  testId="bifacial-shade"
                  onChange={(shadeFactor) => rear({ shadeFactor })}
                />
                <NumberField
                  label={t('mounting.transmission')}
                  value={bifacial.transmissionFactor}
                  testId="bifacial-transmission"
                  onChange={(transmissionFactor) => rear({ transmissionFactor })}
                />
              </ColumnLayout>
            )}
          </SpaceBetween>
        </FormField>
      )}
    </SpaceBetween>
  );
}

/** The mounting as the array list says it, e.g. 'Single-axis tracker, ±60°, GCR 0.35'. */
export function useMountingLabel(): (mounting: ArrayMounting | undefined, bifacial: boolean) => string {
  const { t } = useTranslation('editorArrays');
  return (mounting, bifacial) => {
    const kind = mounting?.kind ?? 'fixed';
    const base =
      mounting?.kind === 'single-axis'
        ? t('mounting.summaryTracker', { maxAngle: mounting.maxAngle, gcr: mounting.gcr })
        : t(`mounting.kinds.${kind}`);
    return bifacial ? t('mounting.summaryBifacial', { base }) : base;
  };
}
