/**
 * One nested stack per API group: the group's functions, their shared role, and for each call
 * the POST route with its integration and invoke permission. The route is created here, not
 * with `api.addRoutes()`, which would put route, integration and permission in the API's own
 * stack and leave it with 300+ resources at about 100 calls (CloudFormation allows 500 a stack).
 */

import { callPath } from '@pvd/shared/api/calls';
import type { CallDefinition } from '@pvd/shared/api/define';
import { NestedStack, type NestedStackProps, Validations } from 'aws-cdk-lib';
import { HttpMethod, HttpRoute, HttpRouteKey, type IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { Role } from 'aws-cdk-lib/aws-iam';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { functionSizing, grantsFor } from '../../config/function-sizing';
import { ApiFunction, type FunctionEnvironment } from '../../constructs/api-function';
import type { FunctionCodeFactory } from '../../constructs/function-code';
import { defineFunctionRole, type GrantTargets } from './function-role';
import { defineFunctionAlarms, defineReportMemoryAlarm } from './monitoring/function-alarms';

/** What every function of the app is given: grant targets, environment and its code's origin. */
export interface FunctionContext {
  targets: GrantTargets;
  environment: FunctionEnvironment;
  codeFactory: FunctionCodeFactory;
  /** Reserved concurrency of the PDF report function (0: none). */
  reportConcurrency: number;
}

export interface ApiGroupStackProps extends NestedStackProps {
  group: string;
  /** The group's implemented calls. */
  calls: readonly CallDefinition[];
  httpApi: IHttpApi;
  context: FunctionContext;
  /** Where the group's alarms notify. */
  alarmTopic: ITopic;
  /** App name: the namespace of the app's own metrics. */
  appName: string;
}

/** The URL path of a call's route: `/api/<group>/<name>`. */
export function routePath(call: Pick<CallDefinition, 'group' | 'name'>): string {
  return `/api/${callPath(call)}`;
}

/** The route key of a call, as API Gateway names it in route settings and access logs. */
export function routeKeyOf(call: Pick<CallDefinition, 'group' | 'name'>): string {
  return `POST ${routePath(call)}`;
}

/**
 * What cdk-nag finds in every call and is so by design: who may call is the handler stack's
 * check (functions/_lib/middleware/api-handler.ts: the `Token` header's session against the call's `access` in
 * shared/api/calls.ts, after the origin secret), and an API call is synchronous.
 */
function acknowledgeCallFindings(route: HttpRoute, apiFunction: ApiFunction, call: CallDefinition): void {
  Validations.of(route).acknowledge({
    id: 'AwsSolutions-APIG4',
    reason: `No API Gateway authorizer: the handler checks the origin secret, then the Token session against ${call.group}/${call.name}'s access (${
      call.access === 'public' ? 'public' : call.access.join(', ')
    }) in shared/api/calls.ts; the spec's error codes (100-102) need that answer from the handler.`,
  });
  Validations.of(apiFunction).acknowledge({
    id: 'Serverless-LambdaDLQ',
    reason:
      'Invoked synchronously by API Gateway: the caller gets the answer or the error, and Lambda keeps nothing to retry for a dead-letter queue.',
  });
}

export class ApiGroupStack extends NestedStack {
  readonly role: Role;
  readonly functions = new Map<string, ApiFunction>();

  constructor(scope: Construct, id: string, props: ApiGroupStackProps) {
    super(scope, id, { description: `API group ${props.group}`, ...props });
    const { context } = props;
    this.role = defineFunctionRole(this, 'FunctionRole', grantsFor(props.calls), context.targets);
    for (const call of props.calls) {
      const path = routePath(call);
      const apiFunction = new ApiFunction(this, call.name, {
        bundlePath: callPath(call),
        description: `POST ${path}: ${call.summary}`.slice(0, 256),
        sizing: functionSizing(call),
        role: this.role,
        environment: context.environment,
        codeFactory: context.codeFactory,
        reservedConcurrency: call.needs?.includes('pdf') ? context.reportConcurrency : undefined,
      });
      const route = new HttpRoute(this, `${call.name}Route`, {
        httpApi: props.httpApi,
        routeKey: HttpRouteKey.with(path, HttpMethod.POST),
        integration: new HttpLambdaIntegration(`${call.name}Integration`, apiFunction.fn),
      });
      acknowledgeCallFindings(route, apiFunction, call);
      this.functions.set(call.name, apiFunction);
      if (call.needs?.includes('pdf'))
        defineReportMemoryAlarm(this, apiFunction, props.appName, props.alarmTopic);
    }
    defineFunctionAlarms(this, [...this.functions.values()], props.alarmTopic);
  }
}
