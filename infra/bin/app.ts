/**
 * The CDK app (`cdk.json`: `npx tsx infra/bin/app.ts`). Settings come from context (see
 * `infra/config/app-config.ts`); the functions are the bundles of `npm run build:functions`,
 * which `npm run synth` and `npm run deploy` run first.
 */
import { App } from 'aws-cdk-lib';
import { readAppConfig } from '../config/app-config';
import { bundledCode } from '../constructs/function-code';
import { defineStacks } from '../stacks/app-stacks';

const app = new App();
defineStacks(app, readAppConfig(app.node), { codeFactory: bundledCode });
app.synth();
