/** Reading the JSON body and checking it against the call's zod schema. */

import type { CallDefinition } from '@pvd/shared/api/define';
import { Code, type Culture, type ResponseCode } from '@pvd/shared/errors/codes';
import { isValidationMessageKey, validationMessage } from '@pvd/shared/errors/validation';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { z } from 'zod';
import { AppError, type FieldError } from '../errors';
import { header } from './session';

/** Largest JSON body accepted. [bytes] API Gateway allows 10 MB; no call needs more than this. */
const MAX_BODY_BYTES = 1024 * 1024;

/** True when the request declares a JSON body (`application/json`, any parameters). */
function declaresJson(event: APIGatewayProxyEventV2): boolean {
  const contentType = header(event, 'content-type') ?? '';
  return contentType.split(';')[0]!.trim().toLowerCase() === 'application/json';
}

/**
 * The parsed JSON body; an empty body is `{}`. Bad JSON, a body that is not an object or an
 * oversized body answers 118. Only `application/json` is read: a cross-site HTML form can post
 * text/plain, url-encoded or multipart bodies but never JSON, so no form can reach a call.
 */
export function readJsonBody(event: APIGatewayProxyEventV2, culture: Culture = 'en'): unknown {
  if (!declaresJson(event)) {
    throw new AppError(Code.invalidInput, { messageKey: 'contentTypeJson', status: 415 });
  }
  const raw = event.body
    ? event.isBase64Encoded
      ? Buffer.from(event.body, 'base64').toString('utf8')
      : event.body
    : '';
  if (Buffer.byteLength(raw) > MAX_BODY_BYTES) {
    throw new AppError(Code.invalidInput, { messageKey: 'tooLong', status: 413 });
  }
  if (raw.trim() === '') return {};
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch (cause) {
    throw new AppError(Code.invalidInput, { messageKey: 'badJson', cause });
  }
  // Every call takes an object; null, arrays, numbers and strings stop here, before any schema
  // or cross-field check reads a field of them.
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    // As a field error of the whole body (field ''), like any other 118 the forms read.
    const fieldErrors: FieldError[] = [
      { field: '', key: 'bodyNotObject', message: validationMessage('bodyNotObject', culture) },
    ];
    throw new AppError(Code.invalidInput, { messageKey: 'bodyNotObject', data: { fieldErrors } });
  }
  return body;
}

function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  let value: unknown = body;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function isAbsent(body: unknown, issue: z.core.$ZodIssue): boolean {
  const value = valueAt(body, issue.path);
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** The code for a failed parse: a spec code for a named missing field, 115 when a field is absent, else 118. */
function codeForIssues(call: CallDefinition, body: unknown, issues: z.core.$ZodIssue[]): ResponseCode {
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    const specific = call.missingFieldCodes?.[field];
    if (specific !== undefined && isAbsent(body, issue)) return specific;
  }
  const bodyIsObject = body !== null && typeof body === 'object' && !Array.isArray(body);
  const allAbsent = bodyIsObject && issues.every((issue) => issue.path.length > 0 && isAbsent(body, issue));
  return allAbsent ? Code.parameterMissing : Code.invalidInput;
}

/** Parses the body with the call's request schema, or throws 104/105/109/110/115/118 with field errors. */
export function parseRequest<C extends CallDefinition>(
  call: C,
  body: unknown,
  culture: Culture,
): z.output<C['request']> {
  const result = call.request.safeParse(body);
  if (result.success) return result.data as z.output<C['request']>;
  const fieldErrors: FieldError[] = result.error.issues.map((issue) => {
    const key = issueMessageKey(body, issue);
    return { field: issue.path.join('.'), key, message: validationMessage(key, culture) };
  });
  throw new AppError(codeForIssues(call, body, result.error.issues), { data: { fieldErrors } });
}

/** The shared message key of an issue; zod's own English text never reaches a client. */
function issueMessageKey(body: unknown, issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type' && !isAbsent(body, issue)) return 'invalidType';
  if (isValidationMessageKey(issue.message)) return issue.message;
  if (issue.code === 'invalid_type') return 'required';
  if (issue.code === 'too_big') return issue.origin === 'number' ? 'tooLarge' : 'tooLong';
  if (issue.code === 'too_small' && issue.origin === 'number') return 'tooSmall';
  if (issue.code === 'unrecognized_keys') return 'unknownField';
  return 'invalidValue';
}
