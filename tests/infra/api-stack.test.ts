import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { functionSizing, grantsFor } from '@pvd/infra/config/function-sizing';
import { callsByGroup, implementedCalls } from '@pvd/infra/config/functions';
import { repoRoot } from '@pvd/infra/config/paths';
import { allCalls, callPath, calls } from '@pvd/shared/api/calls';
import type { CallDefinition } from '@pvd/shared/api/define';
import type { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { resourcesOf, synthesiseApp, testMailFrom } from './support/synth';

// Prepare (once per file): the app with every implemented call of the repository.
const app = synthesiseApp();
const implemented = implementedCalls();
const groups = [...app.api.groupStacks.entries()].map(([group, stack]) => ({
  group,
  calls: implemented.filter((call) => call.group === group),
  template: app.nestedTemplate(stack),
}));

type FunctionProps = {
  Description: string;
  Runtime: string;
  Architectures: string[];
  MemorySize: number;
  Timeout: number;
  Role: { 'Fn::GetAtt': [string, string] };
  LoggingConfig: { LogFormat: string; ApplicationLogLevel?: string; LogGroup: { Ref: string } };
  TracingConfig: { Mode: string };
  Environment: { Variables: Record<string, unknown> };
};

function functionsOf(template: Template): FunctionProps[] {
  return Object.values(resourcesOf(template, 'AWS::Lambda::Function')).map(
    (r) => r.Properties as FunctionProps,
  );
}

function routeKeysOf(template: Template): string[] {
  return Object.values(resourcesOf(template, 'AWS::ApiGatewayV2::Route')).map(
    (r) => r.Properties.RouteKey as string,
  );
}

/** Every action the roles of a template are allowed, with the statement that allows it. */
function allowedActions(template: Template): Map<string, { Condition?: unknown; Resource: unknown }> {
  const allowed = new Map<string, { Condition?: unknown; Resource: unknown }>();
  for (const policy of Object.values(resourcesOf(template, 'AWS::IAM::Policy'))) {
    const document = policy.Properties.PolicyDocument as {
      Statement: { Action: string | string[]; Condition?: unknown; Resource: unknown }[];
    };
    for (const statement of document.Statement) {
      for (const action of [statement.Action].flat()) allowed.set(action, statement);
    }
  }
  return allowed;
}

const allFunctions = groups.flatMap(({ template }) => functionsOf(template));

describe('api stack: one function and one route per implemented call', () => {
  it('counts a call as implemented exactly when functions/<group>/<name>.ts exists', () => {
    const withHandler = allCalls.filter((call) =>
      existsSync(join(repoRoot, 'functions', call.group, `${call.name}.ts`)),
    );
    expect(implemented).toEqual(withHandler);
    expect(implemented.length).toBeGreaterThan(0);
  });

  it('deploys one function per implemented call', () => {
    expect(allFunctions).toHaveLength(implemented.length);
  });

  it('gives each implemented call exactly one POST /api/<group>/<name> route', () => {
    const routeKeys = groups.flatMap(({ template }) => routeKeysOf(template)).sort();
    const expected = implemented.map((call) => `POST /api/${callPath(call)}`).sort();
    expect(routeKeys).toEqual(expected);
  });

  it('has only POST routes under /api/<group>/<name>', () => {
    for (const key of groups.flatMap(({ template }) => routeKeysOf(template))) {
      expect(key).toMatch(/^POST \/api\/[A-Za-z]+\/[A-Za-z]+$/);
    }
  });

  it('makes one nested stack per API group', () => {
    expect([...app.api.groupStacks.keys()].sort()).toEqual([...callsByGroup(implemented).keys()].sort());
  });

  it('keeps functions, routes, integrations and permissions out of the API stack itself', () => {
    const apiTemplate = app.template(app.api);
    for (const type of [
      'AWS::Lambda::Function',
      'AWS::ApiGatewayV2::Route',
      'AWS::ApiGatewayV2::Integration',
      'AWS::Lambda::Permission',
    ]) {
      apiTemplate.resourceCountIs(type, 0);
    }
  });

  it('leaves CORS off the HTTP API (site and API are one origin through CloudFront)', () => {
    const api = Object.values(resourcesOf(app.template(app.api), 'AWS::ApiGatewayV2::Api'));
    expect(api).toHaveLength(1);
    expect(api[0]!.Properties.CorsConfiguration).toBeUndefined();
  });
});

describe('api stack: every function', () => {
  it('runs nodejs24.x', () => {
    for (const fn of allFunctions) expect(fn.Runtime).toBe('nodejs24.x');
  });

  it('is sized from its call: arm64, 512 MB and 10 s unless heavy or needing pdf', () => {
    for (const { calls: groupCalls, template } of groups) {
      for (const call of groupCalls) {
        const fn = functionsOf(template).find((f) =>
          f.Description.startsWith(`POST /api/${callPath(call)}:`),
        );
        const sizing = functionSizing(call);
        expect(fn, callPath(call)).toBeDefined();
        expect([fn!.MemorySize, fn!.Timeout, fn!.Architectures]).toEqual([
          sizing.memorySize,
          sizing.timeoutSeconds,
          [sizing.architecture],
        ]);
        if (!call.heavy && !call.needs?.includes('pdf')) {
          expect([fn!.MemorySize, fn!.Timeout, fn!.Architectures]).toEqual([512, 10, ['arm64']]);
        }
      }
    }
  });

  it('writes JSON logs to its own log group kept for a month, and is traced', () => {
    for (const { template } of groups) {
      const logGroups = resourcesOf(template, 'AWS::Logs::LogGroup');
      const functions = functionsOf(template);
      expect(Object.keys(logGroups)).toHaveLength(functions.length);
      for (const fn of functions) {
        expect(fn.LoggingConfig.LogFormat).toBe('JSON');
        expect(logGroups[fn.LoggingConfig.LogGroup.Ref]?.Properties.RetentionInDays).toBe(30);
        expect(fn.TracingConfig.Mode).toBe('Active');
      }
    }
  });

  it('gets the table, bucket, sender, site-url parameter, log level, service name, origin secret and source maps in its environment', () => {
    for (const fn of allFunctions) {
      const env = fn.Environment.Variables;
      expect(Object.keys(env).sort()).toEqual(
        [
          'BUCKET_NAME',
          'LOG_LEVEL',
          'MAIL_FROM',
          'NODE_OPTIONS',
          'ORIGIN_SECRET',
          'POWERTOOLS_SERVICE_NAME',
          'SITE_URL_PARAMETER',
          'TABLE_NAME',
        ].sort(),
      );
      expect(env.MAIL_FROM).toBe(testMailFrom);
      expect(env.SITE_URL_PARAMETER).toBe('/pv-design/site-url');
      expect(env.NODE_OPTIONS).toBe('--enable-source-maps');
    }
  });

  it('logs under the app name at one level: Powertools (LOG_LEVEL) and Lambda (application log level) agree', () => {
    for (const fn of allFunctions) {
      expect(fn.Environment.Variables.POWERTOOLS_SERVICE_NAME).toBe('pv-design');
      expect(fn.Environment.Variables.LOG_LEVEL).toBe('info');
      expect(fn.LoggingConfig.ApplicationLogLevel).toBe('INFO');
    }
  });
});

describe('api stack: only requests through CloudFront are answered', () => {
  const apiTemplate = app.template(app.api);
  const [secretId, secret] = Object.entries(resourcesOf(apiTemplate, 'AWS::SecretsManager::Secret'))[0]!;

  it('generates a 48-character origin secret, made anew with the stack', () => {
    expect(Object.keys(resourcesOf(apiTemplate, 'AWS::SecretsManager::Secret'))).toEqual([secretId]);
    expect(secret.Properties.GenerateSecretString).toEqual({ ExcludePunctuation: true, PasswordLength: 48 });
  });

  it('gives every API function the secret’s value, read at deployment (a dynamic reference)', () => {
    // The group stacks receive the secret's ARN as a parameter of the nested stack.
    for (const { template } of groups) {
      const parameter = Object.entries(template.toJSON().Parameters as Record<string, unknown>).find(
        ([name]) => name.includes('OriginSecret'),
      )?.[0];
      for (const fn of functionsOf(template)) {
        expect(fn.Environment.Variables.ORIGIN_SECRET).toEqual({
          'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: parameter }, ':SecretString:::}}']],
        });
      }
    }
  });

  it('gives it to no bucket trigger (they are not called through CloudFront)', () => {
    const triggers = functionsOf(app.nestedTemplate(app.api.triggersStack!)).filter((fn) => fn.Environment);
    expect(triggers.length).toBeGreaterThan(0);
    for (const fn of triggers) expect(fn.Environment.Variables.ORIGIN_SECRET).toBeUndefined();
  });
});

describe('api stack: one shared role per group, permissions from the calls’ needs', () => {
  it('gives all functions of a group the same single role', () => {
    for (const { template } of groups) {
      const roles = Object.keys(resourcesOf(template, 'AWS::IAM::Role'));
      expect(roles).toHaveLength(1);
      for (const fn of functionsOf(template)) expect(fn.Role['Fn::GetAtt'][0]).toBe(roles[0]);
    }
  });

  it('always allows table read/write and reading the site-url parameter', () => {
    for (const { template } of groups) {
      const allowed = allowedActions(template);
      for (const action of [
        'dynamodb:GetItem',
        'dynamodb:PutItem',
        'dynamodb:Query',
        'dynamodb:UpdateItem',
      ]) {
        expect(allowed.has(action), action).toBe(true);
      }
      expect(JSON.stringify(allowed.get('ssm:GetParameter')?.Resource)).toContain(
        ':parameter/pv-design/site-url',
      );
    }
  });

  it('allows the bucket only to groups with a call that needs s3, and mail only from the sender when one needs ses', () => {
    for (const { group, calls: groupCalls, template } of groups) {
      const grants = grantsFor(groupCalls);
      const allowed = allowedActions(template);
      expect(allowed.has('s3:PutObject'), group).toBe(grants.bucketReadWrite);
      expect(allowed.has('ses:SendEmail'), group).toBe(grants.sendEmail);
      if (grants.sendEmail) {
        expect(allowed.get('ses:SendEmail')?.Condition).toEqual({
          StringEquals: { 'ses:FromAddress': testMailFrom },
        });
      }
    }
  });
});

describe('api stack: sizes and grants follow heavy and needs', () => {
  // Prepare: a made-up group with one call of each kind.
  const labCall = (name: string, extra: Partial<CallDefinition>): CallDefinition => ({
    ...calls.Common.getTimezones,
    group: 'lab',
    name,
    needs: undefined,
    ...extra,
  });
  const lab = synthesiseApp(
    {},
    {
      calls: [
        labCall('plainCall', {}),
        labCall('heavyCall', { heavy: true }),
        labCall('reportCall', { heavy: true, needs: ['pdf'] }),
      ],
      triggers: [],
    },
  );
  const labTemplate = lab.nestedTemplate(lab.api.groupStacks.get('lab')!);
  const byRoute = (name: string) =>
    Object.values(resourcesOf(labTemplate, 'AWS::Lambda::Function')).find((r) =>
      String(r.Properties.Description).startsWith(`POST /api/lab/${name}:`),
    )!.Properties as FunctionProps;

  it('gives a heavy call 1024 MB and 30 s on arm64', () => {
    const fn = byRoute('heavyCall');
    expect([fn.MemorySize, fn.Timeout, fn.Architectures]).toEqual([1024, 30, ['arm64']]);
  });

  it('gives a call that needs pdf x86_64 (Chromium), 2048 MB and 60 s', () => {
    const fn = byRoute('reportCall');
    expect([fn.MemorySize, fn.Timeout, fn.Architectures]).toEqual([2048, 60, ['x86_64']]);
  });

  it('lets a pdf call write its report to the bucket but not send mail', () => {
    const allowed = allowedActions(labTemplate);
    expect(allowed.has('s3:PutObject')).toBe(true);
    expect(allowed.has('ses:SendEmail')).toBe(false);
  });

  it('deploys no trigger stack when no trigger is implemented', () => {
    expect(lab.api.triggersStack).toBeUndefined();
  });
});
