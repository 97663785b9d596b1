/**
 * Limits at the edge and what an operator can read afterwards: the web ACL, the stage's
 * throttling and access log, the report function's reserved concurrency, tracing, TLS, and the
 * CloudFront and S3 access logs (docs/operations.md).
 */

import { throttles } from '@pvd/infra/config/throttling';
import { LOG_RETENTION_DAYS, logPrefixes } from '@pvd/infra/stacks/data/log-bucket';
import { OVERSIZED_CONTENT_LENGTH, RATE_LIMIT_PER_IP_PER_5_MIN } from '@pvd/infra/stacks/edge/web-acl-rules';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { resourcesOf, synthesiseApp } from './support/synth';

// Prepare (once per file): a deployment with account, region and a custom domain.
const app = synthesiseApp({
  account: '111111111111',
  region: 'eu-central-1',
  siteDomain: 'pv.example.org',
  siteCertificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/abc',
});
const edge = app.template(app.edge);
const web = app.template(app.web);
const api = app.template(app.api);
const data = app.template(app.data);
const nested = [...app.api.groupStacks.values(), app.api.triggersStack!].map((s) => app.nestedTemplate(s));
const projectGroup = app.nestedTemplate(app.api.groupStacks.get('project')!);

function regexOf(value: string): RegExp {
  return new RegExp(value);
}

describe('edge stack: the web ACL', () => {
  it('is a CLOUDFRONT web ACL in us-east-1', () => {
    expect(app.edge.region).toBe('us-east-1');
    edge.hasResourceProperties('AWS::WAFv2::WebACL', { Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
  });

  it('blocks an address over its rate, oversized bodies, then applies the AWS common and bad-inputs sets', () => {
    const [acl] = Object.values(resourcesOf(edge, 'AWS::WAFv2::WebACL'));
    const rules = acl.Properties.Rules as {
      Name: string;
      Priority: number;
      Statement: Record<string, unknown>;
    }[];
    expect(rules.map((r) => r.Name)).toEqual([
      'RatePerIp',
      'OversizedBody',
      'AWS-AWSManagedRulesCommonRuleSet',
      'AWS-AWSManagedRulesKnownBadInputsRuleSet',
    ]);
    expect(rules[0].Statement).toEqual({
      RateBasedStatement: { Limit: RATE_LIMIT_PER_IP_PER_5_MIN, AggregateKeyType: 'IP' },
    });
  });

  it('lets project bodies up to 1 MiB through the common rule set (its 8 KB body rule only counts)', () => {
    edge.hasResourceProperties('AWS::WAFv2::WebACL', {
      Rules: Match.arrayWith([
        Match.objectLike({
          Statement: {
            ManagedRuleGroupStatement: Match.objectLike({
              Name: 'AWSManagedRulesCommonRuleSet',
              RuleActionOverrides: [{ Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } }],
            }),
          },
        }),
      ]),
    });
  });

  it('judges a declared length of 2 000 000 bytes and more oversized, and 1 MiB not', () => {
    const oversized = regexOf(OVERSIZED_CONTENT_LENGTH);
    for (const length of ['2000000', '9999999', '10000000', '123456789'])
      expect(oversized.test(length)).toBe(true);
    for (const length of ['0', '1048576', '1999999', '999999']) expect(oversized.test(length)).toBe(false);
  });

  it('is attached to the distribution', () => {
    const [distribution] = Object.values(resourcesOf(web, 'AWS::CloudFront::Distribution'));
    const config = distribution.Properties.DistributionConfig as { WebACLId?: unknown };
    expect(config.WebACLId).toBeDefined();
  });
});

describe('api stack: throttling and access logs', () => {
  type Stage = {
    DefaultRouteSettings: { ThrottlingRateLimit: number; ThrottlingBurstLimit: number };
    RouteSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }>;
    AccessLogSettings: { DestinationArn: unknown; Format: string };
  };
  const [stage] = Object.values(resourcesOf(api, 'AWS::ApiGatewayV2::Stage')).map(
    (s) => s.Properties as Stage,
  );

  it('throttles every route of the default stage', () => {
    expect(stage.DefaultRouteSettings).toEqual({
      ThrottlingRateLimit: throttles.standard.rateLimit,
      ThrottlingBurstLimit: throttles.standard.burstLimit,
    });
  });

  it('throttles the report and design-results routes lower', () => {
    expect(stage.RouteSettings['POST /api/project/exportProjectReportPdf']).toEqual({
      ThrottlingRateLimit: throttles.report.rateLimit,
      ThrottlingBurstLimit: throttles.report.burstLimit,
    });
    expect(stage.RouteSettings['POST /api/project/queryProjectDesignResults']).toEqual({
      ThrottlingRateLimit: throttles.designResults.rateLimit,
      ThrottlingBurstLimit: throttles.designResults.burstLimit,
    });
    expect(throttles.report.rateLimit).toBeLessThan(throttles.designResults.rateLimit);
    expect(throttles.designResults.rateLimit).toBeLessThan(throttles.standard.rateLimit);
  });

  it('writes one JSON access log line per request, with no body, header or token', () => {
    // What API Gateway writes: the response latency is a number (here 12 ms).
    const line = stage.AccessLogSettings.Format.replace('$context.responseLatency', '12');
    const format = JSON.parse(line) as Record<string, string | number>;
    expect(format.responseLatencyMs).toBe(12);
    expect(format).toMatchObject({
      requestId: '$context.requestId',
      routeKey: '$context.routeKey',
      status: '$context.status',
    });
    for (const variable of Object.values(format)) {
      expect(String(variable)).not.toMatch(/body|header|authorizer|token/i);
    }
    api.hasResourceProperties('AWS::Logs::LogGroup', { RetentionInDays: 90 });
  });
});

describe('functions: tracing and concurrency', () => {
  // The app's functions; CDK's own S3 notification handler runs only during deployments.
  const functions = nested
    .flatMap((t) => Object.values(resourcesOf(t, 'AWS::Lambda::Function')))
    .filter((fn) => !String(fn.Properties.Description).startsWith('AWS CloudFormation handler'));

  it('traces every function with X-Ray', () => {
    expect(functions.length).toBeGreaterThan(0);
    for (const fn of functions) expect(fn.Properties.TracingConfig).toEqual({ Mode: 'Active' });
  });

  it('reserves 10 concurrent executions for the PDF report function only', () => {
    projectGroup.hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('exportProjectReportPdf'),
      ReservedConcurrentExecutions: 10,
    });
    const reserved = functions.filter((fn) => fn.Properties.ReservedConcurrentExecutions !== undefined);
    expect(reserved).toHaveLength(1);
  });

  it('keeps a failed import event in the triggers’ dead-letter queue', () => {
    const triggers = app.nestedTemplate(app.api.triggersStack!);
    triggers.hasResourceProperties('AWS::Lambda::Function', { DeadLetterConfig: Match.anyValue() });
    triggers.hasResourceProperties('AWS::SQS::Queue', { MessageRetentionPeriod: 14 * 24 * 3600 });
  });
});

describe('logs of the site and buckets', () => {
  it('keeps CloudFront standard logs in the log bucket and serves TLSv1.2_2021 at least', () => {
    const [distribution] = Object.values(resourcesOf(web, 'AWS::CloudFront::Distribution'));
    const config = distribution.Properties.DistributionConfig as {
      Logging: { Bucket: unknown; Prefix: string };
      ViewerCertificate: { MinimumProtocolVersion: string };
    };
    expect(config.Logging.Prefix).toBe(logPrefixes.cloudFront);
    expect(JSON.stringify(config.Logging.Bucket)).toContain('LogBucket');
    expect(config.ViewerCertificate.MinimumProtocolVersion).toBe('TLSv1.2_2021');
  });

  it('writes S3 access logs of the data and site buckets to the log bucket', () => {
    data.hasResourceProperties('AWS::S3::Bucket', {
      LoggingConfiguration: {
        DestinationBucketName: Match.anyValue(),
        LogFilePrefix: logPrefixes.dataBucket,
      },
    });
    web.hasResourceProperties('AWS::S3::Bucket', {
      LoggingConfiguration: {
        DestinationBucketName: Match.anyValue(),
        LogFilePrefix: logPrefixes.siteBucket,
      },
    });
  });

  it('lets S3 deliver both buckets’ access logs by the log bucket’s policy, not by an ACL', () => {
    const [logBucket] = Object.entries(resourcesOf(data, 'AWS::S3::Bucket')).filter(([id]) =>
      id.startsWith('LogBucket'),
    );
    expect(logBucket![1].Properties.AccessControl).toBeUndefined();
    const [policy] = Object.entries(resourcesOf(data, 'AWS::S3::BucketPolicy')).filter(([id]) =>
      id.startsWith('LogBucket'),
    );
    const statements = JSON.stringify(policy![1].Properties.PolicyDocument);
    for (const prefix of [logPrefixes.dataBucket, logPrefixes.siteBucket])
      expect(statements).toContain(`/${prefix}*`);
    expect(statements).toContain('logging.s3.amazonaws.com');
  });

  it('expires logs after 90 days and retains the log bucket with the data', () => {
    expect(LOG_RETENTION_DAYS).toBe(90);
    data.hasResource('AWS::S3::Bucket', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerPreferred' }] },
        LifecycleConfiguration: {
          Rules: [{ Id: 'expire-logs', ExpirationInDays: LOG_RETENTION_DAYS, Status: 'Enabled' }],
        },
      }),
    });
  });
});
