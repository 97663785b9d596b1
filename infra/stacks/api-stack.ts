/**
 * The stateless API: one HTTP API, then one nested stack per API group (functions, shared role,
 * routes, their alarms) and one for the bucket's event handlers, the default stage's throttling
 * and access log, the alarm topic, the API's own alarms and the dashboard. It reads as a table of
 * contents; each part lives in `stacks/api/`. The site and the API share one origin through CloudFront (web stack),
 * so the API has no CORS configuration.
 *
 * CloudFront is the only way in that the functions answer: the stack generates a secret that
 * CloudFront adds to every API request (web stack) and the API functions check (their
 * ORIGIN_SECRET; functions/_lib/middleware). Disabling the execute-api endpoint instead would
 * leave CloudFront nothing to call but a custom API domain, which needs a certificate and a
 * domain of its own and is callable directly all the same. The secret is read at deployment
 * (a dynamic reference), so no function calls Secrets Manager; it sits in the functions'
 * configuration and the distribution's, both readable only inside the account.
 */

import type { CallDefinition } from '@pvd/shared/api/define';
import { CfnOutput, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { Alarm, Dashboard } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Topic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { type AppConfig, siteUrlParameterName } from '../config/app-config';
import { callsByGroup } from '../config/functions';
import type { TriggerDefinition } from '../config/triggers';
import type { FunctionCodeFactory } from '../constructs/function-code';
import { ApiGroupStack, type FunctionContext } from './api/group-stack';
import { defineAlarmTopic } from './api/monitoring/alarm-topic';
import { defineApiAlarms } from './api/monitoring/api-alarms';
import { defineDashboard } from './api/monitoring/dashboard';
import { configureDefaultStage } from './api/stage-settings';
import { TriggersStack } from './api/triggers-stack';

export interface ApiStackProps extends StackProps {
  config: Pick<AppConfig, 'appName' | 'mailFrom' | 'logLevel' | 'reportConcurrency' | 'alarmEmail'>;
  table: ITable;
  bucket: IBucket;
  /** The implemented calls (one function and route each). */
  calls: readonly CallDefinition[];
  /** The implemented triggers. */
  triggers: readonly TriggerDefinition[];
  codeFactory: FunctionCodeFactory;
}

export class ApiStack extends Stack {
  readonly httpApi: HttpApi;
  /** The nested stack of each API group, by group name. */
  readonly groupStacks = new Map<string, ApiGroupStack>();
  readonly triggersStack?: TriggersStack;
  /** The value CloudFront sends in `x-origin-verify` (functions/_lib/config/resources.ts). */
  readonly originSecret: Secret;
  /** The default stage's access log (JSON, one line per request). */
  readonly accessLogs: LogGroup;
  /** Every alarm of the app notifies this topic (context `alarmEmail` subscribes an address). */
  readonly alarmTopic: Topic;
  /** The alarms of the API as a whole (the nested stacks hold their functions' alarms). */
  readonly alarms: Alarm[];
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: props.config.appName,
      description: 'POST /api/<group>/<call>, one Lambda function per call',
      createDefaultStage: true,
    });
    this.originSecret = new Secret(this, 'OriginSecret', {
      description: 'Sent by CloudFront to the API in x-origin-verify; the API answers nothing without it',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
      // Stateless like the rest of the stack: a new one is made and used with it.
      removalPolicy: RemovalPolicy.DESTROY,
    });
    Validations.of(this.originSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Not rotated by Secrets Manager: the functions and the distribution receive the value at deployment (a dynamic reference), so a rotation would lock CloudFront out until both stacks were deployed again; deploying both makes a new secret (docs/decisions/0007).',
    });
    this.alarmTopic = defineAlarmTopic(this, props.config.alarmEmail);
    const context = functionContext(props);
    const apiContext: FunctionContext = {
      ...context,
      environment: { ...context.environment, ORIGIN_SECRET: this.originSecret.secretValue.unsafeUnwrap() },
    };
    for (const [group, calls] of callsByGroup(props.calls)) {
      this.groupStacks.set(
        group,
        new ApiGroupStack(this, group, {
          group,
          calls,
          httpApi: this.httpApi,
          context: apiContext,
          alarmTopic: this.alarmTopic,
          appName: props.config.appName,
        }),
      );
    }
    if (props.triggers.length > 0) {
      this.triggersStack = new TriggersStack(this, 'Triggers', {
        triggers: props.triggers,
        context,
        alarmTopic: this.alarmTopic,
      });
    }
    this.accessLogs = configureDefaultStage(this, this.httpApi, props.calls);
    // Route settings name routes, which must exist first: they are made in the nested stacks.
    for (const groupStack of this.groupStacks.values())
      this.httpApi.defaultStage?.node.addDependency(groupStack);
    this.alarms = defineApiAlarms(this, {
      appName: props.config.appName,
      httpApi: this.httpApi,
      accessLogs: this.accessLogs,
      calls: props.calls,
      table: props.table,
      topic: this.alarmTopic,
    });
    this.dashboard = defineDashboard(this, {
      appName: props.config.appName,
      functionNamePrefix: this.stackName,
      httpApi: this.httpApi,
      table: props.table,
      alarms: this.alarms,
    });
    new CfnOutput(this, 'ApiEndpoint', { value: this.httpApi.apiEndpoint });
    new CfnOutput(this, 'AlarmTopicArn', { value: this.alarmTopic.topicArn });
    new CfnOutput(this, 'DashboardName', { value: props.config.appName });
    new CfnOutput(this, 'ApiId', { value: this.httpApi.apiId });
  }
}

function functionContext(props: ApiStackProps): FunctionContext {
  const parameterName = siteUrlParameterName(props.config);
  return {
    targets: {
      table: props.table,
      bucket: props.bucket,
      mailFrom: props.config.mailFrom,
      siteUrlParameterName: parameterName,
    },
    environment: {
      TABLE_NAME: props.table.tableName,
      BUCKET_NAME: props.bucket.bucketName,
      MAIL_FROM: props.config.mailFrom,
      SITE_URL_PARAMETER: parameterName,
      LOG_LEVEL: props.config.logLevel,
      POWERTOOLS_SERVICE_NAME: props.config.appName,
    },
    codeFactory: props.codeFactory,
    reportConcurrency: props.config.reportConcurrency,
  };
}
