/**
 * The middy middlewares of the API stack, each one step. They share one state object on the
 * Lambda context (`context.api`), filled in order by the `before` steps.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type middy from '@middy/core';
import type { CallDefinition } from '@pvd/shared/api/define';
import { Code, type Culture, defaultCulture, toCulture } from '@pvd/shared/errors/codes';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import { config } from '../config/env';
import { originHeaders } from '../config/resources';
import { AppError } from '../errors';
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
        // The connection's address until originCheck finds the request came through CloudFront.
        sourceIp: request.event.requestContext?.http?.sourceIp || 'unknown',
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

/** True when `sent` is `secret`, in a time that does not depend on where they differ. */
function isSecret(sent: string | undefined, secret: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return sent !== undefined && timingSafeEqual(digest(sent), digest(secret));
}

/**
 * Only requests that came through our CloudFront. API Gateway's own execute-api address stays
 * reachable (CloudFront needs an address to call, and a custom API domain would be callable
 * directly too), so CloudFront adds the API stack's secret to every request and, when
 * ORIGIN_SECRET is set, a request without it is refused (114, HTTP 403) before anything is read.
 * Only such a request's `x-viewer-ip` (written by CloudFront over whatever the browser sent) is
 * the caller's address for the rate limits; otherwise a client could name any address it likes.
 */
export function originCheck(): Middleware {
  return {
    before: (request) => {
      const secret = config().ORIGIN_SECRET;
      if (secret === undefined) return;
      if (!isSecret(header(request.event, originHeaders.originSecret), secret)) {
        throw new AppError(Code.noPermission);
      }
      const viewer = header(request.event, originHeaders.viewerIp)?.trim();
      if (viewer) request.context.api.sourceIp = viewer;
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
