/**
 * The kinds of bad input every call must refuse without changing anything: missing
 * and wrong-typed fields, oversized strings, bad JSON, no token, an unknown token, an expired
 * token, the wrong role. Each case says which code and HTTP status the spec's catalogue gives.
 */
export interface BadInputCase {
  name: string;
  body?: unknown;
  rawBody?: string;
  /** Token to send; undefined sends none. */
  token?: string;
  code: number;
  status: number;
}

export interface BadInputSpec {
  /** A body the call accepts. */
  goodBody: Record<string, unknown>;
  /** Fields the call needs; each is removed in turn (115, or the spec's own code for it). */
  required: string[];
  /** Text fields; each gets 100 000 characters, then control and text-direction characters (118). */
  strings?: string[];
  /** Codes the spec gives for particular missing fields (e.g. login: email → 104). */
  missingCodes?: Record<string, number>;
  /** A valid token of a role that may call, when the call needs a session. */
  token?: string;
  /** An expired token of an account that may call. */
  expiredToken?: string;
  /** A valid token of a role that may not call. */
  wrongRoleToken?: string;
}

function without(body: Record<string, unknown>, field: string): Record<string, unknown> {
  const copy = { ...body };
  delete copy[field];
  return copy;
}

/** Wrong-typed value for a field: a number for text, text for numbers, booleans and objects. */
function wrongType(value: unknown): unknown {
  return typeof value === 'string' ? 12345 : 'not the right type';
}

export function badInputCases(spec: BadInputSpec): BadInputCase[] {
  const token = spec.token;
  const cases: BadInputCase[] = [];
  for (const field of spec.required) {
    const code = spec.missingCodes?.[field] ?? 115;
    cases.push({ name: `missing ${field}`, body: without(spec.goodBody, field), token, code, status: 400 });
  }
  for (const field of Object.keys(spec.goodBody)) {
    cases.push({
      name: `wrong-typed ${field}`,
      body: { ...spec.goodBody, [field]: wrongType(spec.goodBody[field]) },
      token,
      code: 118,
      status: 400,
    });
  }
  for (const field of spec.strings ?? []) {
    cases.push({
      name: `oversized ${field}`,
      body: { ...spec.goodBody, [field]: 'x'.repeat(100_000) },
      token,
      code: 118,
      status: 400,
    });
    cases.push({
      name: `NUL and a right-to-left override in ${field}`,
      body: { ...spec.goodBody, [field]: `${String(spec.goodBody[field] ?? 'text')}\u0000\u202Eend` },
      token,
      code: 118,
      status: 400,
    });
  }
  cases.push({ name: 'bad JSON', rawBody: '{"unterminated', token, code: 118, status: 400 });
  cases.push({ name: 'a JSON array', rawBody: '[1,2,3]', token, code: 118, status: 400 });
  if (token) {
    cases.push({ name: 'no token', body: spec.goodBody, code: 102, status: 401 });
    cases.push({ name: 'unknown token', body: spec.goodBody, token: 'x'.repeat(43), code: 100, status: 401 });
    if (spec.expiredToken)
      cases.push({
        name: 'expired token',
        body: spec.goodBody,
        token: spec.expiredToken,
        code: 101,
        status: 401,
      });
    if (spec.wrongRoleToken)
      cases.push({
        name: 'wrong role',
        body: spec.goodBody,
        token: spec.wrongRoleToken,
        code: 114,
        status: 403,
      });
  }
  return cases;
}
