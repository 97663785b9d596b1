/**
 * Loads the same handler modules that CDK deploys: `functions/<group>/<name>.ts` for each call
 * of the call list (through tsx or Vitest, which compile TypeScript on import).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { allCalls, callPath } from '@pvd/shared/api/calls';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import { repoRoot } from './paths';

export type LambdaHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyResultV2>;

const cache = new Map<string, Promise<LambdaHandler>>();

/** The source file of a call's handler. */
export function handlerFile(group: string, name: string): string {
  return join(repoRoot, 'functions', group, `${name}.ts`);
}

/** Calls of the list whose handler file exists (the rest answer 404 until they are built). */
export function implementedCalls() {
  return allCalls.filter((call) => existsSync(handlerFile(call.group, call.name)));
}

export function loadHandler(path: string): Promise<LambdaHandler> | undefined {
  const call = allCalls.find((c) => callPath(c) === path);
  if (!call || !existsSync(handlerFile(call.group, call.name))) return undefined;
  let loaded = cache.get(path);
  if (!loaded) {
    loaded = import(pathToFileURL(handlerFile(call.group, call.name)).href).then(
      (mod: { handler: LambdaHandler }) => mod.handler,
    );
    cache.set(path, loaded);
  }
  return loaded;
}

/** A Lambda context good enough for the handlers (they do not use it beyond middy). */
export function lambdaContext(functionName: string): Context {
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: `${Date.now()}`,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => 30_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}
