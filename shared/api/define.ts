/**
 * How a call is declared. `shared/api/calls.ts` holds the one list: CDK makes a function and a
 * route from it, the local runtime mounts it, the web client types itself from it, and
 * `npm run api:coverage` compares it with the product's API document (API.md).
 */
import type { z } from 'zod';
import type { Role } from '../constants/roles';
import type { ResponseCode } from '../errors/codes';

/** Who may call: 'public' needs no session; otherwise the roles (admin always passes). */
export type CallAccess = 'public' | readonly Role[];

export interface CallDefinition<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  /** URL group, spelled as the API always has (`account`, `Common`, `cablematerial` ...). */
  group: string;
  /** URL segment, spelled as the API always has (`createtUserGridConnectedProject` keeps its typo). */
  name: string;
  /** One line for the OpenAPI document. */
  summary: string;
  access: CallAccess;
  request: Req;
  response: Res;
  /**
   * Codes of particular missing fields [ERR-1] (e.g. login: email → 104), used instead of
   * the generic 115 when that field is absent or empty.
   */
  missingFieldCodes?: Readonly<Record<string, ResponseCode>>;
  /** Extra permissions a deployed function needs beyond the table (declared as data for CDK). */
  needs?: readonly ('s3' | 'ses' | 'pdf')[];
  /** Larger memory or longer timeout for heavy calls (engine, reports). */
  heavy?: boolean;
}

/** Declares a call; keeps the schema types for the web client and the handlers. */
export function defineCall<Req extends z.ZodType, Res extends z.ZodType>(
  definition: CallDefinition<Req, Res>,
): CallDefinition<Req, Res> {
  return definition;
}

/** The request body type of a call. */
export type CallRequest<C> = C extends CallDefinition<infer Req, z.ZodType> ? z.input<Req> : never;
/** The `data` type of a call's answer. */
export type CallResponse<C> = C extends CallDefinition<z.ZodType, infer Res> ? z.output<Res> : never;
