import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { bucketPrefixes } from '@pvd/functions/_lib/config/resources';
import { readAppConfig } from '@pvd/infra/config/app-config';
import { implementedTriggers } from '@pvd/infra/config/functions';
import { placeholderSite, repoRoot } from '@pvd/infra/config/paths';
import { type TriggerDefinition, triggers } from '@pvd/infra/config/triggers';
import { inlineTestCode } from '@pvd/infra/constructs/function-code';
import { defineStacks } from '@pvd/infra/stacks/app-stacks';
import { App } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { cdkJsonContext, resourcesOf, synthesiseApp, testMailFrom } from './support/synth';

const importTrigger = triggers.find((trigger) => trigger.name === 'import') as TriggerDefinition;

describe('trigger list', () => {
  it('declares the catalogue import on imports/ at functions/triggers/import.ts', () => {
    expect(importTrigger).toMatchObject({
      entry: 'functions/triggers/import.ts',
      prefix: bucketPrefixes.imports,
    });
    expect(bucketPrefixes.imports).toBe('imports/');
  });

  it('deploys a trigger exactly when its handler file exists', () => {
    const withHandler = triggers.filter((trigger) => existsSync(join(repoRoot, trigger.entry)));
    expect(implementedTriggers()).toEqual(withHandler);
  });
});

describe('the app as it is in the repository', () => {
  it('has a trigger stack exactly when a trigger is implemented', () => {
    // Act
    const bare = new App({ context: { ...cdkJsonContext(), mailFrom: testMailFrom } });
    const stacks = defineStacks(bare, readAppConfig(bare.node), {
      codeFactory: inlineTestCode,
      siteDir: placeholderSite,
    });

    // Assess
    expect(stacks.api.triggersStack !== undefined).toBe(implementedTriggers().length > 0);
    // Defining every stack of the app takes 2-6 s on a 2-core machine, beyond Vitest's 5 s default under load.
  }, 60_000);
});

describe('the import trigger, when implemented', () => {
  // Prepare: the app with the import trigger deployed, whether or not its file exists yet.
  const app = synthesiseApp({}, { triggers: [importTrigger] });
  const template = app.nestedTemplate(app.api.triggersStack!);
  const [triggerFunctionId] = Object.entries(resourcesOf(template, 'AWS::Lambda::Function')).find(([, r]) =>
    String(r.Properties.Description).startsWith(importTrigger.summary),
  )!;

  it('runs its function for every object created under imports/ in the data bucket', () => {
    template.hasResourceProperties('Custom::S3BucketNotifications', {
      BucketName: Match.anyValue(),
      NotificationConfiguration: {
        LambdaFunctionConfigurations: [
          {
            Events: ['s3:ObjectCreated:*'],
            Filter: { Key: { FilterRules: [{ Name: 'prefix', Value: 'imports/' }] } },
            LambdaFunctionArn: { 'Fn::GetAtt': [triggerFunctionId, 'Arn'] },
          },
        ],
      },
    });
  });

  it('lets S3 invoke the function', () => {
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 's3.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [triggerFunctionId, 'Arn'] },
    });
  });

  it('points the notification at the data stack’s bucket', () => {
    const notification = Object.values(resourcesOf(template, 'Custom::S3BucketNotifications'))[0]!;
    expect(JSON.stringify(notification.Properties.BucketName)).toContain('DataBucket');
  });

  it('may read the uploaded spreadsheet and write the table', () => {
    const actions = Object.values(resourcesOf(template, 'AWS::IAM::Policy')).flatMap((policy) =>
      (policy.Properties.PolicyDocument as { Statement: { Action: string | string[] }[] }).Statement.flatMap(
        (statement) => [statement.Action].flat(),
      ),
    );
    expect(actions).toEqual(expect.arrayContaining(['s3:GetObject', 'dynamodb:PutItem', 'dynamodb:Query']));
  });

  it('runs on nodejs24.x with the heavy sizing', () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp(`^${importTrigger.summary}`),
      Runtime: 'nodejs24.x',
      MemorySize: 1024,
      Timeout: 30,
    });
  });

  it('is traced and logs JSON under the app name like the API functions', () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp(`^${importTrigger.summary}`),
      TracingConfig: { Mode: 'Active' },
      LoggingConfig: Match.objectLike({ LogFormat: 'JSON', ApplicationLogLevel: 'INFO' }),
      Environment: {
        Variables: Match.objectLike({ POWERTOOLS_SERVICE_NAME: 'pv-design', LOG_LEVEL: 'info' }),
      },
    });
  });

  it('adds no notification to the data stack itself (that would be a stack cycle)', () => {
    app.template(app.data).resourceCountIs('Custom::S3BucketNotifications', 0);
  });
});
