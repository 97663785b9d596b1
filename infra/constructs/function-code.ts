/**
 * Where a function's code comes from. Deployed code is the pre-built folder
 * `dist/lambda/<bundlePath>` (index.mjs and its chunks, from one esbuild build for all
 * functions; Lambda's `index.handler` finds index.mjs). Infra tests swap in inline code so they
 * never bundle (instance-scheduler's TestFunctionFactory idea).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Code } from 'aws-cdk-lib/aws-lambda';
import { handlerFileName } from '../config/functions';
import { lambdaDist } from '../config/paths';

export interface FunctionCodeFactory {
  /** The code of the function bundled at `dist/lambda/<bundlePath>`. */
  code(bundlePath: string): Code;
}

/** The bundles of `npm run build:functions`; a missing one stops the synth with the fix. */
export const bundledCode: FunctionCodeFactory = {
  code(bundlePath) {
    const folder = join(lambdaDist, bundlePath);
    if (!existsSync(join(folder, handlerFileName))) {
      throw new Error(`${folder}/${handlerFileName} is missing: run "npm run build:functions" before synth`);
    }
    return Code.fromAsset(folder);
  },
};

/** A stand-in handler for tests: synthesises instantly and needs no build. */
export const inlineTestCode: FunctionCodeFactory = {
  code(bundlePath) {
    return Code.fromInline(
      `exports.handler = async () => ({ statusCode: 200, body: ${JSON.stringify(bundlePath)} });`,
    );
  },
};
