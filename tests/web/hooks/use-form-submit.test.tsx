import * as accountCalls from '@pvd/shared/api/account';
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type FormSubmitOptions, useFormSubmit } from '@/hooks/use-form-submit';
import { ApiError } from '@/lib/api-error';
import { setLanguage } from '@/lib/i18n';
import { clearNotifications, useNotifications } from '@/lib/notifications';

type Body = { accountId: string; password: string };
const good: Body = { accountId: 'acc-1', password: 'long enough' };

/** A 118 answer as the API client throws it. */
function invalid(...fieldErrors: { field: string; message: string }[]) {
  const data = { fieldErrors: fieldErrors.map((error) => ({ ...error, key: 'invalid' })) };
  return new ApiError(118, 'Invalid input', { data });
}

/** The hook on a form showing `password` only, whose send fails with `failure` (or succeeds). */
function renderSubmit(failure: unknown, options: Partial<FormSubmitOptions<Body, string>> = {}) {
  const form = { fields: ['password'], showErrors: vi.fn(), setErrors: vi.fn() };
  const send = vi.fn<FormSubmitOptions<Body, string>['send']>((_body, callbacks) =>
    failure ? callbacks.onError(failure) : callbacks.onSuccess('saved'),
  );
  const onSaved = vi.fn();
  const { result } = renderHook(() => ({
    submit: useFormSubmit<Body, string>({
      form,
      schema: accountCalls.setPasswordByMaintain.request,
      send,
      notice: (saved) => `notice: ${saved}`,
      onSaved,
      ...options,
    }),
    notifications: useNotifications(),
  }));
  return { form, send, onSaved, result };
}

describe('useFormSubmit', () => {
  beforeEach(async () => {
    clearNotifications();
    await setLanguage('en');
  });

  it('shows the schema’s errors under the fields and sends nothing', () => {
    // Prepare
    const { form, send, result } = renderSubmit(null);
    // Act
    act(() => result.current.submit({ accountId: 'acc-1', password: '' }));
    // Assess
    expect(form.showErrors).toHaveBeenCalledWith({ password: 'password cannot be empty' });
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the body as built, then notifies and calls onSaved', () => {
    // Prepare
    const { send, onSaved, result } = renderSubmit(null);
    // Act
    act(() => result.current.submit(good));
    // Assess
    expect(send.mock.calls[0]?.[0]).toBe(good);
    expect(onSaved).toHaveBeenCalledWith('saved', good);
    expect(result.current.notifications.map((item) => item.content)).toEqual(['notice: saved']);
  });

  it('puts a 118’s field errors under the fields, named as the form names them', () => {
    // Prepare
    const { form, result } = renderSubmit(invalid({ field: 'newPassword', message: 'Too weak' }), {
      toFormFields: (errors) => ({ password: errors.newPassword }),
    });
    // Act
    act(() => result.current.submit(good));
    // Assess
    expect(form.showErrors).toHaveBeenCalledWith({ password: 'Too weak' });
    expect(result.current.notifications).toEqual([]);
  });

  it('shows a 118 it cannot place under a field as an error notice naming what is wrong, keeping the form open', () => {
    // Prepare
    const { form, onSaved, result } = renderSubmit(
      invalid({ field: 'accountId', message: 'No such account' }, { field: 'role', message: 'Unknown role' }),
    );
    // Act
    act(() => result.current.submit(good));
    // Assess: the field messages, not the bare "Invalid input".
    expect(form.showErrors).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
    expect(result.current.notifications.map((item) => [item.type, item.content])).toEqual([
      ['error', 'No such account; Unknown role'],
    ]);
  });

  it('leaves a refusal the form answers itself (onRefused) to the form', () => {
    // Prepare
    const onRefused = vi.fn(() => true);
    const { result } = renderSubmit(new ApiError(117, 'Changed meanwhile'), { onRefused });
    // Act
    act(() => result.current.submit(good));
    // Assess
    expect(onRefused).toHaveBeenCalledOnce();
    expect(result.current.notifications).toEqual([]);
  });

  it('adds the form’s own checks where the schema found nothing, the schema’s message first', () => {
    // Prepare
    const { form, send, result } = renderSubmit(null, {
      moreErrors: () => ({ password: 'mine', confirm: 'Please confirm the password' }),
    });
    // Act
    act(() => result.current.submit({ accountId: 'acc-1', password: '' }));
    // Assess
    expect(form.showErrors).toHaveBeenCalledWith({
      password: 'password cannot be empty',
      confirm: 'Please confirm the password',
    });
    expect(send).not.toHaveBeenCalled();
  });
});
