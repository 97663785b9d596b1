/**
 * The middy middlewares of the API stack, each one step. They share one state object on the
 * Lambda context (`context.api`), filled in order by the `before` steps.
 */
import type middy from '@middy/core';
import type { CallDefinition } from '@pvd/shared/api/define';
import { type Culture, defaultCulture, toCulture } from '@pvd/shared/errors/codes';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import { config } from '../config/env';
import { logger } from '../logger';
import { errorResponse, successResponse } from './envelope';
import { parseRequest, readJsonBody } from './request-body';
import { type CallerSession, header, resolveSession } from './session';

export interface ApiState {
  startedAt: number;
  culture: Culture;
  body: unknown;
  session: CallerSession | undefined;
  input: unknown;
  sourceIp: string;
}

export type ApiContext = Context & { api: ApiState };
type Middleware = middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyResultV2, Error, ApiContext>;
type Request = middy.Request<APIGatewayProxyEventV2, APIGatewayProxyResultV2, Error, ApiContext>;

/**
 * The caller's address for rate limits. Behind CloudFront, API Gateway sees the edge's address,
 * so a viewer-request function on `/api/*` writes the real one to `x-viewer-ip` (overwriting
 * whatever the browser sent); locally and for direct calls it is the connection's address.
 */
function viewerAddress(event: APIGatewayProxyEventV2): string {
  return header(event, 'x-viewer-ip')?.trim() || event.requestContext?.http?.sourceIp || 'unknown';
}

/** Starts the clock and the state; logs one JSON line per call (no body, no secrets). */
export function requestLog(call: CallDefinition): Middleware {
  const log = (request: Request) => {
    const response = request.response;
    const structured = typeof response === 'object' && response !== null ? response : undefined;
    const code = structured?.body ? JSON.parse(structured.body).code : undefined;
    const status = structured?.statusCode;
    logger.info('call', {
      call: `${call.group}/${call.name}`,
      status,
      code,
      accountId: request.context.api?.session?.accountId,
      durationMs: Math.round(performance.now() - (request.context.api?.startedAt ?? 0)),
    });
  };
  return {
    before: (request) => {
      request.context.api = {
        startedAt: performance.now(),
        culture: defaultCulture,
        body: undefined,
        session: undefined,
        input: undefined,
        sourceIp: viewerAddress(request.event),
      };
    },
    after: log,
    onError: log,
  };
}

/** Any error becomes `{ code, message, data }` with its HTTP status (attached so it runs first on error). */
export function errorEnvelope(): Middleware {
  return {
    onError: (request) => {
      request.response = errorResponse(request.error, request.context.api?.culture ?? defaultCulture);
    },
  };
}

/** The caller's language from the `Culture` header (zh-CN unless it says en). */
export function cultureHeader(): Middleware {
  return {
    before: (request) => {
      request.context.api.culture = toCulture(header(request.event, 'Culture'));
    },
  };
}

/** The JSON body (118 for bad JSON or an oversized body). */
export function jsonBody(): Middleware {
  return {
    before: (request) => {
      request.context.api.body = readJsonBody(request.event, request.context.api.culture);
    },
  };
}

/** `Token` → session → role check (100, 101, 102, 114). */
export function sessionCheck(call: CallDefinition): Middleware {
  return {
    before: async (request) => {
      request.context.api.session = await resolveSession(request.event, call.access);
    },
  };
}

/** The call's zod request schema (104, 105, 109, 110, 115, 118 with field errors). */
export function requestSchema(call: CallDefinition): Middleware {
  return {
    before: (request) => {
      request.context.api.input = parseRequest(call, request.context.api.body, request.context.api.culture);
    },
  };
}

/**
 * Wraps the handler's data in the success envelope; with VALIDATE_RESPONSES=1 (local runtime and
 * tests) the data must match the call's response schema first.
 */
export function successEnvelope(call: CallDefinition): Middleware {
  return {
    after: (request) => {
      const data =
        config().VALIDATE_RESPONSES === '1' ? call.response.parse(request.response) : request.response;
      request.response = successResponse(data, request.context.api.culture);
    },
  };
}
