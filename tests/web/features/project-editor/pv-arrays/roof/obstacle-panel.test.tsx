/**
 * The roof drawer's obstacle panel: a box drawn by its corners (finished only once it has three),
 * a tree by one click, a parapet along a closed outline; the selected obstacle's form with its
 * sizes checked by the shared schema under each field; deletion only after the confirmation.
 * The plan's clicks are the harness's buttons (the plan's own clicks are the e2e journey's).
 */
import '@tests/web/support/dom-polyfills';
import { planFrame } from '@pvd/shared/layout/plan-view';
import type { ObstacleInput } from '@pvd/shared/project/record/surroundings';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { descriptionOf } from '@tests/web/support/field-error';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { ObstaclePanel } from '@/features/project-editor/pv-arrays/roof/obstacle-panel';
import { useObstacles } from '@/features/project-editor/pv-arrays/roof/use-obstacles';
import { setLanguage } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';

const frame = planFrame({ latitude: 30.29, longitude: 120.16 });
const outline = [
  { lat: 30.29, lng: 120.16 },
  { lat: 30.2901, lng: 120.16 },
  { lat: 30.2901, lng: 120.1601 },
];

function Harness({ latest }: { latest: { list: ObstacleInput[] } }) {
  const obstacles = useObstacles([], frame);
  latest.list = obstacles.list;
  return (
    <>
      <button
        type="button"
        onClick={() =>
          obstacles.addPoint({
            x: obstacles.list.length * 10 + (obstacles.drawing?.points.length ?? 0),
            y: (obstacles.drawing?.points.length ?? 0) % 2 ? 3 : 0,
          })
        }
      >
        plan click
      </button>
      <ObstaclePanel
        obstacles={obstacles}
        outlineClosed
        onParapet={() => obstacles.parapet(outline)}
        setbackM={0}
        onSetback={() => {}}
      />
    </>
  );
}

async function renderPanel(language: 'en' | 'zh-CN' = 'en') {
  await setLanguage(language);
  const latest = { list: [] as ObstacleInput[] };
  render(
    <AppProvider queryClient={createQueryClient()}>
      <Harness latest={latest} />
    </AppProvider>,
  );
  return latest;
}

afterEach(cleanup);

describe('obstacle panel', () => {
  it('draws a box by its corners, edits its height under the schema, deletes it after the confirmation', async () => {
    const user = userEvent.setup();
    const latest = await renderPanel();
    expect(screen.getByText(/No obstacles/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Box' }));
    const finish = screen.getByRole('button', { name: 'Finish' });
    await user.click(screen.getByRole('button', { name: 'plan click' }));
    await user.click(screen.getByRole('button', { name: 'plan click' }));
    expect(finish).toHaveProperty('disabled', true);
    expect(screen.getByTestId('obstacle-drawing-hint').textContent).toContain('2 so far, at least 3');
    await user.click(screen.getByRole('button', { name: 'plan click' }));
    await user.click(finish);
    expect(latest.list).toHaveLength(1);
    const box = latest.list[0]!;
    expect(box.kind === 'box' && box.footprint).toHaveLength(3);
    expect(box.heightM).toBe(2.5);

    const form = screen.getByTestId('obstacle-form');
    const height = within(form).getByRole('spinbutton', { name: 'Height above the roof [m]' });
    await user.clear(height);
    await user.type(height, '0');
    expect(descriptionOf(height)).not.toBe('');
    await user.clear(height);
    await user.type(height, '3.2');
    expect(descriptionOf(height)).toBe('');
    expect(latest.list[0]?.heightM).toBe(3.2);
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Stairwell');
    expect(screen.getByRole('button', { name: 'Select Stairwell' })).toBeTruthy();

    await user.click(within(form).getByRole('button', { name: 'Delete the obstacle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Stairwell?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(latest.list).toHaveLength(1);
    await user.click(
      within(screen.getByTestId('obstacle-form')).getByRole('button', { name: 'Delete the obstacle' }),
    );
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete Stairwell?' })).getByRole('button', {
        name: 'Delete the obstacle',
      }),
    );
    expect(latest.list).toHaveLength(0);
  });

  it('plants a tree with one click and lays a parapet along the outline, each with its own fields', async () => {
    const user = userEvent.setup();
    const latest = await renderPanel('zh-CN');
    await user.click(screen.getByRole('button', { name: '树' }));
    await user.click(screen.getByRole('button', { name: 'plan click' }));
    expect(latest.list[0]).toMatchObject({ kind: 'tree', crownRadiusM: 2.5, heightM: 8 });
    expect(
      within(screen.getByTestId('obstacle-form')).getByRole('spinbutton', { name: '树冠半径 [m]' }),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '沿轮廓的女儿墙' }));
    expect(latest.list[1]).toMatchObject({
      kind: 'wall',
      closed: true,
      path: outline,
      heightM: 0.6,
      thicknessM: 0.2,
    });
    const form = screen.getByTestId('obstacle-form');
    const thickness = within(form).getByRole('spinbutton', { name: '厚度 [m]' });
    await user.clear(thickness);
    await user.type(thickness, '20');
    expect(descriptionOf(thickness)).not.toBe('');
    expect(screen.getByRole('button', { name: '选择墙 2' })).toBeTruthy();
  });
});
