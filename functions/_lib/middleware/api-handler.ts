/**
 * The one middleware stack every API handler is wrapped in, in this order:
 * Powertools logger (Lambda context on every log line) → Powertools tracer → request log →
 * error envelope → origin check (CloudFront's secret, then the viewer's address) → `Culture` →
 * JSON body → `Token`, session and role → zod request schema → handler → success envelope.
 * Handlers return data or throw `AppError`; they never build responses themselves.
 *
 * @example
 * export const handler = apiHandler(calls.account.queryAccountInfo, async ({ session }) =>
 *   toAccountInfo(session.account));
 */
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import middy from '@middy/core';
import type { CallDefinition } from '@pvd/shared/api/define';
import type { Culture } from '@pvd/shared/errors/codes';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import type { z } from 'zod';
import { logger } from '../logger';
import { tracer } from '../tracer';
import {
  type ApiContext,
  cultureHeader,
  errorEnvelope,
  jsonBody,
  originCheck,
  requestLog,
  requestSchema,
  sessionCheck,
  successEnvelope,
} from './middlewares';
import type { CallerSession } from './session';

export type { CallerSession } from './session';

export interface HandlerArgs<C extends CallDefinition, S> {
  input: z.output<C['request']>;
  session: S;
  culture: Culture;
  /** Caller's address (for rate limits). */
  sourceIp: string;
  event: APIGatewayProxyEventV2;
}

type Handle<C extends CallDefinition, S> = (args: HandlerArgs<C, S>) => Promise<z.input<C['response']>>;

/** What Lambda calls: the stack fills the `api` state on the context itself. */
export type LambdaApiHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyResultV2>;

function stack<C extends CallDefinition, S>(call: C, handle: Handle<C, S>): LambdaApiHandler {
  const wrapped = middy<APIGatewayProxyEventV2, APIGatewayProxyResultV2, Error, ApiContext>()
    // First in, last out: the request log's `call` line (written in `after`/`onError`) still
    // carries the request id and cold-start flag.
    .use(injectLambdaContext(logger, { resetKeys: true }))
    // Responses are not recorded in traces (they hold customer data).
    .use(captureLambdaHandler(tracer, { captureResponse: false }))
    .use(requestLog(call))
    .use(errorEnvelope())
    .use(originCheck())
    .use(cultureHeader())
    .use(jsonBody())
    .use(sessionCheck(call))
    .use(requestSchema(call))
    .use(successEnvelope(call))
    .handler(async (event, context) => {
      const { input, session, culture, sourceIp } = context.api;
      const data = await handle({
        input: input as z.output<C['request']>,
        session: session as S,
        culture,
        sourceIp,
        event,
      });
      // The success envelope wraps this data in its `after` step.
      return data as unknown as APIGatewayProxyResultV2;
    });
  return wrapped as unknown as LambdaApiHandler;
}

/** The Lambda handler of a call that needs a session (the session is always there). */
export function apiHandler<C extends CallDefinition>(call: C, handle: Handle<C, CallerSession>) {
  if (call.access === 'public') throw new Error(`${call.group}/${call.name} is public: use publicApiHandler`);
  return stack(call, handle);
}

/** The Lambda handler of a public call (the session is there only when a good token came along). */
export function publicApiHandler<C extends CallDefinition>(
  call: C,
  handle: Handle<C, CallerSession | undefined>,
) {
  if (call.access !== 'public') throw new Error(`${call.group}/${call.name} is not public: use apiHandler`);
  return stack(call, handle);
}
