/**
 * The system loss waterfall: the losses multiply in the engine's order. Hand-worked: the
 * defaults [WIZ-10] leave 100 × 0.9995 × 0.97 × 1 × 0.98 = 95.01247 %.
 */

import { systemLossOrDefaults } from '@pvd/shared/project/record/system-loss';
import { lossWaterfall } from '@pvd/shared/project/report/loss-waterfall';
import { expect, it } from 'vitest';

it('takes each default loss from what the one before left', () => {
  const waterfall = lossWaterfall(systemLossOrDefaults(null), 0);
  expect(waterfall.steps).toEqual([
    { key: 'incidenceanglelosses', value: -0.05 },
    { key: 'soilinglosses', value: -2.9985 },
    { key: 'thermallosses', value: 0 },
    { key: 'lidlosses', value: -1.939 },
    { key: 'dcLineLoss', value: 0 },
  ]);
  expect(waterfall.remaining).toBe(95.0125);
});

it('ends with the DC line loss of the string design', () => {
  // 100 × (1 − 0.1) × (1 − 0.5) = 45: the DC loss removes 5 of the 50 left after soiling.
  const loss = { incidenceanglelosses: 0, soilinglosses: 50, thermallosses: 0, lidlosses: 0 };
  const waterfall = lossWaterfall(loss, 10);
  expect(waterfall.steps.at(-1)).toEqual({ key: 'dcLineLoss', value: -5 });
  expect(waterfall.remaining).toBe(45);
});

it('puts the engine’s row shading first, when it gives one', () => {
  // 100 × (1 − 0.04) = 96 after the shading; soiling 50 % of it leaves 48.
  const loss = { incidenceanglelosses: 0, soilinglosses: 50, thermallosses: 0, lidlosses: 0 };
  const waterfall = lossWaterfall(loss, 0, 4);
  expect(waterfall.steps.slice(0, 3)).toEqual([
    { key: 'rowShadingLoss', value: -4 },
    { key: 'incidenceanglelosses', value: 0 },
    { key: 'soilinglosses', value: -48 },
  ]);
  expect(waterfall.remaining).toBe(48);
  expect(lossWaterfall(loss, 0).steps.map((step) => step.key)).not.toContain('rowShadingLoss');
});

it('puts every shading step of a project with surroundings first, in the engine’s order [SUR-7]', () => {
  // 100 × 0.9 = 90 after the horizon; 10 % of it is 9 (81 left); 5 % of 81 is 4.05 (76.95 left);
  // the electrical effect is 0 and has no bar; soiling 50 % of 76.95 leaves 38.475.
  const loss = { incidenceanglelosses: 0, soilinglosses: 50, thermallosses: 0, lidlosses: 0 };
  const waterfall = lossWaterfall(loss, 0, { horizon: 10, nearShading: 10, rows: 5, electrical: 0 });
  expect(waterfall.steps.slice(0, 4)).toEqual([
    { key: 'horizonLoss', value: -10 },
    { key: 'nearShadingLoss', value: -9 },
    { key: 'rowShadingLoss', value: -4.05 },
    { key: 'incidenceanglelosses', value: 0 },
  ]);
  expect(waterfall.remaining).toBe(38.475);
});
