/**
 * Loads the same handler modules that CDK deploys: `functions/<group>/<name>.ts` for each call
 * of the call list (through tsx or Vitest, which compile TypeScript on import).
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { findCall } from '@pvd/shared/api/calls';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import { callEntry, implementedCalls } from '../config/functions';
import { repoRoot } from '../config/paths';

export type LambdaHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyResultV2>;

const cache = new Map<string, Promise<LambdaHandler>>();

/** The handler of a call of the list whose handler file exists (the rest answer 404), loaded once. */
export function loadHandler(path: string): Promise<LambdaHandler> | undefined {
  const call = findCall(path);
  if (!call || implementedCalls([call]).length === 0) return undefined;
  let loaded = cache.get(path);
  if (!loaded) {
    loaded = import(pathToFileURL(join(repoRoot, callEntry(call))).href).then(
      (mod: { handler: LambdaHandler }) => mod.handler,
    );
    cache.set(path, loaded);
  }
  return loaded;
}

/**
 * A Lambda context good enough for the handlers (middy, and Powertools' logger, which writes the
 * function name and the request id, a fresh UUID as on Lambda, on every log line).
 */
export function lambdaContext(functionName: string): Context {
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => 30_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}
