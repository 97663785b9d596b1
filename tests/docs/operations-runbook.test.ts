/**
 * docs/operations.md's runbook against the synthesised stacks: every stack it deploys or asks,
 * every output it reads, every `-c` setting, the table's TTL attribute and index, the bucket
 * prefixes and every alarm its table names exist as written, and `-c tableName` switches the
 * stacks to a restored table the way the runbook says.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bucketPrefixes, tableDefinition } from '@pvd/functions/_lib/config/resources';
import { readAppConfig } from '@pvd/infra/config/app-config';
import { repoRoot } from '@pvd/infra/config/paths';
import { resourcesOf, type SynthesisedApp, synthesiseApp } from '@tests/infra/support/synth';
import { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import { describe, expect, it } from 'vitest';

const operations = readFileSync(join(repoRoot, 'docs/operations.md'), 'utf8');

function matchesOf(pattern: RegExp): string[][] {
  return [...operations.matchAll(pattern)].map((m) => m.slice(1));
}

// Prepare (once per file): the app as the runbook's commands deploy it, and switched to a restored table.
const app = synthesiseApp();
const restoredName = 'pv-design-restored-20261201';
const switched = synthesiseApp({ tableName: restoredName });
const stacks = [app.edge, app.data, app.mail, app.api, app.web];

function stackNamed(name: string, from: SynthesisedApp = app) {
  const stack = [from.edge, from.data, from.mail, from.api, from.web].find((s) => s.stackName === name);
  expect(stack, name).toBeDefined();
  return stack!;
}

describe('docs/operations.md runbook', () => {
  it('deploys and asks only stacks the app has', () => {
    const named = [
      ...matchesOf(/--stack-name (pv-design-[a-z]+)/g),
      ...matchesOf(/cdk deploy (pv-design-[a-z]+)/g),
    ].map(([name]) => name!);
    expect(named.length).toBeGreaterThan(5);
    for (const name of named) stackNamed(name);
    expect(stacks.map((s) => s.stackName)).toEqual(
      expect.arrayContaining(['pv-design-edge', 'pv-design-data']),
    );
  });

  it('reads only outputs those stacks have', () => {
    const reads = matchesOf(/--stack-name (\S+) --query "Stacks\[0\]\.Outputs\[\?OutputKey=='(\w+)'\]/g);
    expect(reads.length).toBeGreaterThanOrEqual(3);
    for (const [stackName, output] of reads) {
      const outputs = app.template(stackNamed(stackName!)).toJSON().Outputs ?? {};
      expect(Object.keys(outputs), `${stackName}.${output}`).toContain(output);
    }
    for (const [stackName, output] of [
      ['pv-design-api', 'AlarmTopicArn'],
      ['pv-design-api', 'DashboardName'],
      ['pv-design-data', 'LogBucketName'],
    ]) {
      expect(operations).toContain(`\`${output}\``);
      expect(Object.keys(app.template(stackNamed(stackName!)).toJSON().Outputs)).toContain(output);
    }
  });

  it('passes only settings the app reads', () => {
    const asked = new Set<string>();
    readAppConfig({ tryGetContext: (key: string) => void asked.add(key) });
    const settings = matchesOf(/-c ([a-z]\w+)=(?!value)/g).map(([key]) => key!);
    expect(settings).toEqual(expect.arrayContaining(['tableName', 'webAclArn', 'mailFrom']));
    for (const key of settings) expect(asked.has(key), key).toBe(true);
  });

  it('names the table’s TTL attribute, its keys and the bucket prefixes as the stacks define them', () => {
    expect(matchesOf(/AttributeName=(\w+)/g).map(([name]) => name)).toEqual([
      tableDefinition.timeToLiveAttribute,
    ]);
    expect(operations).toContain(tableDefinition.globalIndexes[0]!.indexName);
    expect(operations).toMatch(/contains\(PK, :id\) OR contains\(SK, :id\)/);
    for (const prefix of [bucketPrefixes.images, bucketPrefixes.reports, bucketPrefixes.loads]) {
      expect(operations).toContain(`${prefix}<account>/`);
    }
  });

  it('lists alarms the stacks have, and every kind of alarm they have', () => {
    const alarmIds = app.api.node
      .findAll()
      .filter((c) => c instanceof Alarm)
      .map((c) => c.node.id);
    const listed = matchesOf(/^\| `([^`]+)`(?:, `([^`]+)`)?[^|]*\|/gm)
      .flat()
      .filter((name): name is string => Boolean(name));
    expect(listed.length).toBeGreaterThanOrEqual(9);
    const patterns = listed.map((name) => new RegExp(`^${name.replace(/<[a-z]+>/g, '[A-Za-z0-9]+')}$`));
    for (const [i, pattern] of patterns.entries()) {
      expect(
        alarmIds.some((id) => pattern.test(id)),
        listed[i],
      ).toBe(true);
    }
    for (const id of alarmIds)
      expect(
        patterns.some((pattern) => pattern.test(id)),
        id,
      ).toBe(true);
  });
});

describe('-c tableName: the stacks on a restored table', () => {
  it('takes the data stack’s own table out of it (it is retained, not deleted)', () => {
    expect(resourcesOf(app.template(app.data), 'AWS::DynamoDB::Table')).not.toEqual({});
    app.template(app.data).hasResource('AWS::DynamoDB::Table', { DeletionPolicy: 'Retain' });
    expect(resourcesOf(switched.template(switched.data), 'AWS::DynamoDB::Table')).toEqual({});
  });

  it('gives every function the restored table’s name, imported from no other stack', () => {
    const groupTemplates = [...switched.api.groupStacks.values()].map((s) => switched.nestedTemplate(s));
    const names = groupTemplates.flatMap((t) =>
      Object.values(resourcesOf(t, 'AWS::Lambda::Function')).map(
        (fn) => (fn.Properties.Environment as { Variables: { TABLE_NAME: unknown } }).Variables.TABLE_NAME,
      ),
    );
    expect(new Set(names)).toEqual(new Set([restoredName]));
    expect(JSON.stringify(switched.template(switched.api).toJSON())).not.toMatch(
      /ExportsOutput[A-Za-z]*Table/,
    );
  });
});
