import { AppError } from '@pvd/functions/_lib/errors';
import { parseRequest, readJsonBody } from '@pvd/functions/_lib/middleware/request-body';
import { calls } from '@pvd/shared/api/calls';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';

function eventWith(
  body: string | undefined,
  isBase64Encoded = false,
  contentType = 'application/json',
): APIGatewayProxyEventV2 {
  return {
    body,
    isBase64Encoded,
    headers: { 'content-type': contentType },
  } as unknown as APIGatewayProxyEventV2;
}

function errorOf(action: () => unknown): unknown {
  try {
    action();
  } catch (error) {
    return error;
  }
  return undefined;
}

function codeOf(action: () => unknown): number | undefined {
  try {
    action();
  } catch (error) {
    return error instanceof AppError ? error.code : undefined;
  }
  return 0;
}

describe('readJsonBody', () => {
  it('reads an empty body as {}', () => {
    expect(readJsonBody(eventWith(undefined))).toEqual({});
    expect(readJsonBody(eventWith('  '))).toEqual({});
  });

  it('decodes a base64 body', () => {
    expect(readJsonBody(eventWith(Buffer.from('{"a":1}').toString('base64'), true))).toEqual({ a: 1 });
  });

  it('refuses bad JSON with 118', () => {
    expect(codeOf(() => readJsonBody(eventWith('{"a":')))).toBe(118);
  });

  it.each(['null', '[]', '[1,2]', '42', '"text"', 'true'])(
    'refuses %s, a JSON value that is not an object, with 118',
    (raw) => {
      expect(errorOf(() => readJsonBody(eventWith(raw), 'zh-CN'))).toMatchObject({
        code: 118,
        messageKey: 'bodyNotObject',
        data: { fieldErrors: [{ field: '', key: 'bodyNotObject', message: '请求内容必须是 JSON 对象' }] },
      });
    },
  );

  it('reads application/json with a charset parameter, whatever its case', () => {
    expect(readJsonBody(eventWith('{"a":1}', false, 'Application/JSON; charset=utf-8'))).toEqual({ a: 1 });
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', ''])(
    'refuses a body declared as "%s" (a cross-site form could send it) with 118 and HTTP 415',
    (contentType) => {
      expect(errorOf(() => readJsonBody(eventWith('{"a":1}', false, contentType)))).toMatchObject({
        code: 118,
        status: 415,
        messageKey: 'contentTypeJson',
      });
    },
  );

  it('refuses a body over 1 MB with 118 and HTTP 413', () => {
    try {
      readJsonBody(eventWith(`"${'x'.repeat(1024 * 1024)}"`));
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ code: 118, status: 413 });
    }
  });
});

describe('parseRequest', () => {
  it('answers the spec’s own code for a named missing field (login: e-mail 104, password 105)', () => {
    expect(codeOf(() => parseRequest(calls.account.login, { password: 'x' }, 'en'))).toBe(104);
    expect(codeOf(() => parseRequest(calls.account.login, { email: 'a@b.cn', password: '' }, 'en'))).toBe(
      105,
    );
    expect(
      codeOf(() =>
        parseRequest(calls.account.register, { password: 'long-enough', timeZoneId: 'UP8' }, 'en'),
      ),
    ).toBe(109);
  });

  it('answers 115 when only absent fields are wrong, 118 when a value is wrong', () => {
    expect(codeOf(() => parseRequest(calls.account.updatePwd, {}, 'en'))).toBe(115);
    expect(codeOf(() => parseRequest(calls.account.updatePwd, { password: 'short' }, 'en'))).toBe(118);
    expect(codeOf(() => parseRequest(calls.account.updatePwd, { password: 42 }, 'en'))).toBe(118);
  });

  it('lists field errors translated into the caller’s language', () => {
    try {
      parseRequest(calls.account.login, { email: 'nope', password: 'x' }, 'zh-CN');
      expect.unreachable();
    } catch (error) {
      expect((error as AppError).data).toEqual({
        fieldErrors: [{ field: 'email', key: 'emailInvalid', message: '请输入正确的邮箱地址' }],
      });
    }
  });

  it('never lets zod’s English text through: an unknown key becomes a shared one', () => {
    try {
      parseRequest(calls.account.pageQueryUser, { limit: 1000 }, 'zh-CN');
      expect.unreachable();
    } catch (error) {
      const [fieldError] = (error as { data: { fieldErrors: { key: string; message: string }[] } }).data
        .fieldErrors;
      expect(fieldError).toEqual({ field: 'limit', key: 'tooLarge', message: '数值过大' });
    }
  });

  it('trims and keeps a good body', () => {
    expect(parseRequest(calls.account.login, { email: ' A@b.cn ', password: ' p ' }, 'en')).toEqual({
      email: 'A@b.cn',
      password: ' p ',
    });
  });
});
