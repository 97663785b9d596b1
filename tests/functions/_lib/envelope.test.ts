import { AppError } from '@pvd/functions/_lib/errors';
import { errorResponse, successResponse } from '@pvd/functions/_lib/middleware/envelope';
import { validationMessage } from '@pvd/shared/errors/validation';
import { EngineWorkTooLargeError } from '@pvd/shared/pv/engine/work-budget';
import { describe, expect, it } from 'vitest';

function parsed(result: unknown) {
  const r = result as { statusCode: number; body: string };
  return { status: r.statusCode, ...JSON.parse(r.body) };
}

describe('the answer envelope', () => {
  it('wraps data with code 0 and the success message in the caller’s language', () => {
    expect(parsed(successResponse({ a: 1 }, 'zh-CN'))).toEqual({
      status: 200,
      code: 0,
      message: '操作成功',
      data: { a: 1 },
    });
    expect(parsed(successResponse(undefined, 'en'))).toMatchObject({ data: null, message: 'Success' });
  });

  it('gives each code its class’s HTTP status', () => {
    expect(parsed(errorResponse(new AppError(102), 'en'))).toMatchObject({ status: 401, code: 102 });
    expect(parsed(errorResponse(new AppError(114), 'en'))).toMatchObject({ status: 403, code: 114 });
    expect(parsed(errorResponse(new AppError(116), 'en'))).toMatchObject({ status: 429, code: 116 });
    expect(parsed(errorResponse(new AppError(117), 'en'))).toMatchObject({ status: 409, code: 117 });
    expect(parsed(errorResponse(new AppError(106), 'en'))).toMatchObject({ status: 200, code: 106 });
    expect(parsed(errorResponse(new AppError(-1001, { data: ['M1'] }), 'en'))).toMatchObject({
      status: 200,
      data: ['M1'],
    });
  });

  it('uses a more precise message when the error names one', () => {
    expect(parsed(errorResponse(new AppError(118, { messageKey: 'linkInvalid' }), 'zh-CN')).message).toBe(
      '链接无效或已过期',
    );
  });

  it('answers the engine’s refusal of too much work 118 with the work asked and the budget', () => {
    // Act
    const answer = parsed(errorResponse(new EngineWorkTooLargeError(1600, 800), 'en'));
    // Assess
    expect(answer).toEqual({
      status: 400,
      code: 118,
      message: validationMessage('engineWorkTooLarge', 'en'),
      data: { arrayYears: 1600, limit: 800 },
    });
  });

  it('answers -1 with HTTP 500 and nothing internal for an unexpected error', () => {
    const answer = parsed(errorResponse(new Error('secret table name pv-design leaked'), 'en'));
    expect(answer).toEqual({ status: 500, code: -1, message: 'Operation failed', data: null });
  });
});
