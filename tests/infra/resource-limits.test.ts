import { triggers } from '@pvd/infra/config/triggers';
import { calls } from '@pvd/shared/api/calls';
import type { CallDefinition } from '@pvd/shared/api/define';
import type { NestedStack, Stack } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { synthesiseApp } from './support/synth';

/**
 * CloudFormation refuses a stack of more than 500 resources; 450 leaves room for what a change
 * adds before anyone notices.
 */
const resourceBudget = 450;

function resourceCount(template: Template): number {
  return Object.keys(template.toJSON().Resources ?? {}).length;
}

// Prepare (once per file): the app as it is plus every declared trigger, and a made-up group of
// 80 calls (the spec's largest group has 20).
const app = synthesiseApp({}, { triggers });
const manyCalls: CallDefinition[] = Array.from({ length: 80 }, (_, i) => ({
  ...calls.Common.getTimezones,
  group: 'big',
  name: `call${i}`,
}));
const bigApp = synthesiseApp({}, { calls: manyCalls, triggers: [] });

describe('stack sizes', () => {
  it('keeps every stack and nested stack of the app under 450 resources', () => {
    const stacks: [string, Template][] = [
      ...[app.data, app.mail, app.api, app.web].map(
        (s: Stack) => [s.stackName, app.template(s)] as [string, Template],
      ),
      ...[...app.api.groupStacks.values(), app.api.triggersStack!].map(
        (s: NestedStack) => [s.node.path, app.nestedTemplate(s)] as [string, Template],
      ),
    ];

    for (const [name, template] of stacks) {
      expect(resourceCount(template), name).toBeLessThan(resourceBudget);
    }
  });

  it('keeps a group of 80 calls under 450 resources, and the API stack small', () => {
    // Act
    const count = resourceCount(bigApp.nestedTemplate(bigApp.api.groupStacks.get('big')!));

    // Assess
    expect(count).toBeLessThan(resourceBudget);
    expect(resourceCount(bigApp.template(bigApp.api))).toBeLessThan(20);
  });
});
