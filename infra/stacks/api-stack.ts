/**
 * The stateless API: one HTTP API, then one nested stack per API group (functions, shared role,
 * routes) and one for the bucket's event handlers. It reads as a table of contents; each part
 * lives in `stacks/api/`. The site and the API share one origin through CloudFront (web stack),
 * so the API has no CORS configuration.
 */

import type { CallDefinition } from '@pvd/shared/api/define';
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { type AppConfig, siteUrlParameterName } from '../config/app-config';
import { callsByGroup } from '../config/functions';
import type { TriggerDefinition } from '../config/triggers';
import type { FunctionCodeFactory } from '../constructs/function-code';
import { ApiGroupStack, type FunctionContext } from './api/group-stack';
import { TriggersStack } from './api/triggers-stack';

export interface ApiStackProps extends StackProps {
  config: Pick<AppConfig, 'appName' | 'mailFrom' | 'logLevel'>;
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

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: props.config.appName,
      description: 'POST /api/<group>/<call>, one Lambda function per call',
      createDefaultStage: true,
    });
    const context = functionContext(props);
    for (const [group, calls] of callsByGroup(props.calls)) {
      this.groupStacks.set(
        group,
        new ApiGroupStack(this, group, { group, calls, httpApi: this.httpApi, context }),
      );
    }
    if (props.triggers.length > 0) {
      this.triggersStack = new TriggersStack(this, 'Triggers', { triggers: props.triggers, context });
    }
    new CfnOutput(this, 'ApiEndpoint', { value: this.httpApi.apiEndpoint });
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
  };
}
