/**
 * The obstacles beside the roof drawer's plan: buttons that start a box, a wall or a tree (then
 * drawn on the plan by clicks, finished by the button or Enter) and a parapet along the drawn
 * outline in one click; the project's obstacles as a list to select from (the keyboard's way to
 * what a click on the plan selects); the selected one's form; the fill's setback from them.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ObstacleInput, ObstacleKind } from '@pvd/shared/project/record/surroundings';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DraftNumberInput } from '@/components/draft-number-input';
import { ObstacleForm } from './obstacle-form';
import { LEAST_POINTS } from './obstacle-values';
import type { ObstaclesState } from './use-obstacles';

const KINDS: readonly ObstacleKind[] = ['box', 'wall', 'tree'];

/** An obstacle's name: its own, else its kind and its number among the project's. */
export function obstacleLabel(
  obstacle: ObstacleInput,
  index: number,
  t: TFunction<'editorSurroundings'>,
): string {
  return obstacle.name?.trim() || t(`obstacles.defaultName.${obstacle.kind}`, { index: index + 1 });
}

export interface ObstaclePanelProps {
  obstacles: ObstaclesState;
  /** The roof outline is closed: a parapet can follow it. */
  outlineClosed: boolean;
  onParapet(): void;
  /** Clear distance the fill keeps from the area's edges and the obstacles. [m] */
  setbackM: number | string;
  setbackError?: string;
  onSetback(value: number | string): void;
}

export function ObstaclePanel(props: ObstaclePanelProps) {
  const { obstacles, outlineClosed } = props;
  const { t } = useTranslation('editorSurroundings');
  const { drawing, selected, list } = obstacles;
  return (
    <ExpandableSection
      defaultExpanded
      variant="container"
      headerText={t('obstacles.title')}
      headerCounter={`(${list.length})`}
      headerDescription={t('obstacles.description')}
    >
      <SpaceBetween size="s">
        <SpaceBetween size="xs" direction="horizontal">
          {KINDS.map((kind) => (
            <Button
              key={kind}
              iconName="add-plus"
              disabled={obstacles.full || drawing !== null}
              onClick={() => obstacles.start(kind)}
            >
              {t(`obstacles.add.${kind}`)}
            </Button>
          ))}
          <Button disabled={obstacles.full || drawing !== null || !outlineClosed} onClick={props.onParapet}>
            {t('obstacles.add.parapet')}
          </Button>
        </SpaceBetween>
        {obstacles.full && <Box variant="small">{t('obstacles.full', { count: list.length })}</Box>}
        {drawing && (
          <Box data-testid="obstacle-drawing-hint">
            <SpaceBetween size="xs">
              <Box variant="p">
                {t(`obstacles.hint.${drawing.kind}`, {
                  count: drawing.points.length,
                  least: LEAST_POINTS[drawing.kind],
                })}
              </Box>
              <SpaceBetween size="xs" direction="horizontal">
                {drawing.kind !== 'tree' && (
                  <Button variant="primary" disabled={!obstacles.mayFinish} onClick={obstacles.finish}>
                    {t('obstacles.finish')}
                  </Button>
                )}
                <Button onClick={obstacles.cancel}>{t('obstacles.cancelDrawing')}</Button>
              </SpaceBetween>
            </SpaceBetween>
          </Box>
        )}
        {list.length === 0 && !drawing ? (
          <Box color="text-body-secondary">{t('obstacles.empty')}</Box>
        ) : (
          <ul aria-label={t('obstacles.listLabel')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {list.map((obstacle, index) => {
              const label = obstacleLabel(obstacle, index, t);
              const isSelected = selected?.id === obstacle.id;
              return (
                <li key={obstacle.id} style={{ marginBottom: 4 }}>
                  <Button
                    variant={isSelected ? 'primary' : 'normal'}
                    ariaLabel={t('obstacles.select', { name: label })}
                    onClick={() => obstacles.select(isSelected ? null : obstacle.id)}
                  >
                    {label}
                  </Button>
                  {isSelected && (
                    <div style={{ marginTop: 8 }}>
                      <ObstacleForm
                        obstacle={obstacle}
                        label={label}
                        onChange={obstacles.change}
                        onDelete={() => obstacles.remove(obstacle.id)}
                      />
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        <FormField
          label={t('obstacles.setback')}
          constraintText={t('obstacles.setbackHint')}
          errorText={props.setbackError}
        >
          <DraftNumberInput
            value={props.setbackM}
            step={0.1}
            invalid={Boolean(props.setbackError)}
            onChange={props.onSetback}
          />
        </FormField>
      </SpaceBetween>
    </ExpandableSection>
  );
}
