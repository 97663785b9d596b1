/** Turning results and errors into the `{ code, message, data }` answer with its HTTP status. */

import { Code, type Culture, codeCatalogue, codeMessage, type ResponseCode } from '@pvd/shared/errors/codes';
import { fillPlaces } from '@pvd/shared/errors/message-places';
import { validationMessage } from '@pvd/shared/errors/validation';
import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import { AppError, asAppError } from '../errors';
import { errorFields, logger } from '../logger';

export interface Envelope {
  code: ResponseCode;
  message: string;
  data: unknown;
}

const jsonHeaders = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

export function envelopeResponse(envelope: Envelope, status: number): APIGatewayProxyResultV2 {
  return { statusCode: status, headers: jsonHeaders, body: JSON.stringify(envelope) };
}

export function successResponse(data: unknown, culture: Culture): APIGatewayProxyResultV2 {
  return envelopeResponse(
    { code: Code.success, message: codeMessage(Code.success, culture), data: data ?? null },
    200,
  );
}

/**
 * The answer for a thrown error. An AppError (or a refusal of shared code, `asAppError`) keeps its code (and its more precise message, if
 * any); anything else is a fault of ours: -1, HTTP 500, logged with its stack, nothing internal in
 * the message.
 */
export function errorResponse(thrown: unknown, culture: Culture): APIGatewayProxyResultV2 {
  const error = asAppError(thrown);
  if (error instanceof AppError) {
    const message = error.messageKey
      ? fillPlaces(validationMessage(error.messageKey, culture), error.messageParams ?? {})
      : codeMessage(error.code, culture);
    return envelopeResponse(
      { code: error.code, message, data: error.data },
      error.status ?? codeCatalogue[error.code].status,
    );
  }
  logger.error('unhandled error', errorFields(error));
  return envelopeResponse({ code: Code.failed, message: codeMessage(Code.failed, culture), data: null }, 500);
}
