/**
 * The default stage's access log and throttling. Both are set on the stage HttpApi created (its
 * L1 resource), which keeps the stage's logical id: a new `$default` stage beside the old one
 * would fail, the name being taken.
 */
import type { CallDefinition } from '@pvd/shared/api/define';
import { RemovalPolicy, Validations } from 'aws-cdk-lib';
import type { CfnStage, HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { routeGroupOf, throttles } from '../../config/throttling';
import { routeKeyOf } from './group-stack';

/**
 * One JSON line per request, with no body, header or token: HTTP API access logs can only hold
 * context variables, and these are who (CloudFront's edge address; the viewer's own is in the
 * function's `call` line), what, how it ended and how long it took.
 */
export const accessLogFormat = {
  requestId: '$context.requestId',
  requestTime: '$context.requestTime',
  sourceIp: '$context.identity.sourceIp',
  routeKey: '$context.routeKey',
  status: '$context.status',
  protocol: '$context.protocol',
  responseLength: '$context.responseLength',
  responseLatencyMs: '$context.responseLatency',
  integrationLatencyMs: '$context.integrationLatency',
  integrationStatus: '$context.integrationStatus',
  integrationError: '$context.integrationErrorMessage',
  errorMessage: '$context.error.message',
} as const;

/**
 * The format as API Gateway takes it: the response latency unquoted, a number the latency
 * metric filters can read (it is always set, unlike the integration's).
 */
export function accessLogFormatString(): string {
  return JSON.stringify(accessLogFormat).replace('"$context.responseLatency"', '$context.responseLatency');
}

/** Access logs to their own log group, default throttling, and lower limits for heavy routes. */
export function configureDefaultStage(
  scope: Construct,
  httpApi: HttpApi,
  calls: readonly CallDefinition[],
): LogGroup {
  const accessLogs = new LogGroup(scope, 'AccessLogs', {
    retention: RetentionDays.THREE_MONTHS,
    removalPolicy: RemovalPolicy.DESTROY,
  });
  const stage = httpApi.defaultStage?.node.defaultChild as CfnStage;
  Validations.of(stage).acknowledge({
    id: 'Serverless-APIGWStructuredLogging',
    reason:
      'The access log is JSON once API Gateway fills it in: the response latency stands unquoted so the latency metric filters read a number, which makes the template string itself no JSON (accessLogFormatString).',
  });
  stage.accessLogSettings = {
    destinationArn: accessLogs.logGroupArn,
    format: accessLogFormatString(),
  };
  const standard = throttles.standard;
  stage.defaultRouteSettings = {
    throttlingRateLimit: standard.rateLimit,
    throttlingBurstLimit: standard.burstLimit,
  };
  // RouteSettings is a JSON map in CloudFormation's schema: CDK writes its keys as given.
  const routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
  for (const call of calls) {
    const group = routeGroupOf(call);
    if (group === 'standard') continue;
    const { rateLimit, burstLimit } = throttles[group];
    routeSettings[routeKeyOf(call)] = { ThrottlingRateLimit: rateLimit, ThrottlingBurstLimit: burstLimit };
  }
  stage.routeSettings = routeSettings;
  return accessLogs;
}
