/**
 * Which functions exist, derived from the call list and the trigger list: a call or trigger is
 * deployed once its handler file exists ("implemented"), so the build and the stacks grow by
 * themselves as handlers are added. The build script, the CDK app, the infra tests and the bench
 * all read this one module.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { allCalls, callPath } from '@pvd/shared/api/calls';
import type { CallDefinition } from '@pvd/shared/api/define';
import { repoRoot } from './paths';
import { type TriggerDefinition, triggers } from './triggers';

/** The file of a function folder that Lambda loads (`handler: index.handler` finds index.mjs). */
export const handlerFileName = 'index.mjs';

/** One bundled function: its source and its folder under `dist/lambda/`. */
export interface FunctionBundle {
  /** `account/login` or `triggers/import`: the folder under `dist/lambda/` holding `index.mjs`. */
  bundlePath: string;
  /** Handler source relative to the repository root. */
  entry: string;
}

/** The handler source of a call, relative to the repository root. */
export function callEntry(call: Pick<CallDefinition, 'group' | 'name'>): string {
  return `functions/${call.group}/${call.name}.ts`;
}

function entryExists(entry: string): boolean {
  return existsSync(join(repoRoot, entry));
}

/** Calls of the list whose handler file exists, in the list's order. */
export function implementedCalls(calls: readonly CallDefinition[] = allCalls): CallDefinition[] {
  return calls.filter((call) => entryExists(callEntry(call)));
}

/** Triggers whose handler file exists. */
export function implementedTriggers(list: readonly TriggerDefinition[] = triggers): TriggerDefinition[] {
  return list.filter((trigger) => entryExists(trigger.entry));
}

/** The bundle folder of a trigger. */
export function triggerBundlePath(trigger: Pick<TriggerDefinition, 'name'>): string {
  return `triggers/${trigger.name}`;
}

/** Every function to bundle: one per implemented call, then one per implemented trigger. */
export function functionBundles(): FunctionBundle[] {
  return [
    ...implementedCalls().map((call) => ({ bundlePath: callPath(call), entry: callEntry(call) })),
    ...implementedTriggers().map((trigger) => ({
      bundlePath: triggerBundlePath(trigger),
      entry: trigger.entry,
    })),
  ];
}

/** The implemented calls grouped by their URL group, in first-seen order (one nested stack each). */
export function callsByGroup(calls: readonly CallDefinition[]): Map<string, CallDefinition[]> {
  const groups = new Map<string, CallDefinition[]>();
  for (const call of calls) {
    const list = groups.get(call.group) ?? [];
    list.push(call);
    groups.set(call.group, list);
  }
  return groups;
}
