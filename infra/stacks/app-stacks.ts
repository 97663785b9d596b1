/**
 * The whole app as stacks split by lifecycle: edge (the web ACL, us-east-1), data (retained),
 * mail, api, web. `infra/bin/app.ts`
 * calls this with the bundled code; the infra tests call it with inline code.
 */

import type { CallDefinition } from '@pvd/shared/api/define';
import type { App } from 'aws-cdk-lib';
import { Tags } from 'aws-cdk-lib';
import type { AppConfig } from '../config/app-config';
import { implementedCalls, implementedTriggers } from '../config/functions';
import type { TriggerDefinition } from '../config/triggers';
import type { FunctionCodeFactory } from '../constructs/function-code';
import { ApiStack } from './api-stack';
import { DataStack } from './data-stack';
import { EDGE_REGION, EdgeStack } from './edge-stack';
import { MailStack } from './mail-stack';
import { WebStack } from './web-stack';

export interface AppStacks {
  edge: EdgeStack;
  data: DataStack;
  mail: MailStack;
  api: ApiStack;
  web: WebStack;
}

export interface DefineStacksOptions {
  codeFactory: FunctionCodeFactory;
  /** The calls to deploy; by default every call whose handler file exists. */
  calls?: readonly CallDefinition[];
  /** The triggers to deploy; by default every trigger whose handler file exists. */
  triggers?: readonly TriggerDefinition[];
  /** Folder of the built site; by default web/dist, or a placeholder page when it is missing. */
  siteDir?: string;
}

/**
 * The web ACL's ARN for the distribution: the edge stack's across regions when the app's account
 * and region are known (CDK carries it through SSM in us-east-1), else context `webAclArn`.
 */
function webAclArnFor(config: AppConfig, edge: EdgeStack): string | undefined {
  return config.env ? edge.webAcl.attrArn : config.webAclArn;
}

/**
 * Creates the five stacks of the app, named `<appName>-edge` (us-east-1), `-data`, `-mail`,
 * `-api` and `-web`.
 */
export function defineStacks(app: App, config: AppConfig, options: DefineStacksOptions): AppStacks {
  const env = config.env;
  const name = (part: string) => `${config.appName}-${part}`;
  const crossRegionReferences = env !== undefined && env.region !== EDGE_REGION;
  const edge = new EdgeStack(app, name('edge'), {
    env: { account: env?.account, region: EDGE_REGION },
    crossRegionReferences,
    description: "The distribution's web ACL (CloudFront's are in us-east-1)",
  });
  const data = new DataStack(app, name('data'), {
    env,
    config,
    description: 'Table and data bucket (retained)',
  });
  const mail = new MailStack(app, name('mail'), { env, config, description: 'SES sender identity' });
  const api = new ApiStack(app, name('api'), {
    env,
    config,
    description: 'HTTP API and one Lambda function per call',
    table: data.table,
    bucket: data.bucket,
    calls: options.calls ?? implementedCalls(),
    triggers: options.triggers ?? implementedTriggers(),
    codeFactory: options.codeFactory,
  });
  // The functions may send mail as soon as they are deployed.
  api.addStackDependency(mail);
  const web = new WebStack(app, name('web'), {
    env,
    config,
    description: 'Site bucket, CloudFront in front of the site and /api, site address in SSM',
    crossRegionReferences,
    httpApi: api.httpApi,
    logBucket: data.logBucket,
    webAclArn: webAclArnFor(config, edge),
    originSecret: api.originSecret,
    dataBucket: data.bucket,
    siteDir: options.siteDir,
  });
  for (const stack of [edge, data, mail, api, web]) Tags.of(stack).add('app', config.appName);
  return { edge, data, mail, api, web };
}
