import { calls } from '@pvd/shared/api/calls';
import { describe, expect, it, vi } from 'vitest';
import { type ApiClientDependencies, createApiClient } from '@/lib/api';
import { ApiError } from '@/lib/api-error';

const loginAnswer = { token: 't0k3n', accountName: 'Ann', accountRole: 0, expiresAt: 1_900_000_000_000 };

/** A client whose server answers `envelope` to every call, with spies for every reaction. */
function clientAnswering(envelope: unknown, overrides: Partial<ApiClientDependencies> = {}) {
  const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) =>
    String(input) === '/config.json'
      ? new Response(JSON.stringify({ apiBase: '/api/' }))
      : new Response(JSON.stringify(envelope), { status: 200 }),
  );
  const deps = {
    fetch: fetch as unknown as typeof globalThis.fetch,
    configUrl: '/config.json',
    culture: vi.fn(() => 'en' as const),
    token: vi.fn((): string | undefined => 'session-token'),
    onSessionEnded: vi.fn(),
    onNotActivated: vi.fn(),
    onError: vi.fn(),
    onNetworkError: vi.fn(),
    onServerError: vi.fn(),
    genericMessage: () => 'error',
    ...overrides,
  };
  return { api: createApiClient(deps), fetch, deps };
}

const credentials = { email: 'ann@example.com', password: 'secret-pass' };

describe('createApiClient', () => {
  it('posts to <apiBase>/<group>/<name> with Culture and Token and unwraps data', async () => {
    // Prepare
    const { api, fetch } = clientAnswering({ code: 0, message: 'Success', data: loginAnswer });
    // Act
    const data = await api(calls.account.login, credentials);
    // Assess
    expect(data).toEqual(loginAnswer);
    const [url, init] = fetch.mock.calls[1] as unknown as [string, RequestInit];
    expect(url).toBe('/api/account/login');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({
      Culture: 'en',
      Token: 'session-token',
      'content-type': 'application/json',
    });
    expect(JSON.parse(String(init.body))).toEqual(credentials);
  });

  it('reads /config.json once for many calls', async () => {
    // Prepare
    const { api, fetch } = clientAnswering({ code: 0, message: '', data: [] });
    // Act
    await api(calls.Common.getTimezones, {});
    await api(calls.Common.getTimezones, {});
    // Assess
    expect(fetch.mock.calls.filter(([url]) => String(url) === '/config.json')).toHaveLength(1);
  });

  it('sends no Token header without a session', async () => {
    // Prepare
    const { api, fetch } = clientAnswering({ code: 0, data: [] }, { token: () => undefined });
    // Act
    await api(calls.Common.getTimezones, {});
    // Assess
    const init = fetch.mock.calls[1]?.[1];
    expect(init?.headers).not.toHaveProperty('Token');
  });

  it.each([100, 101, 102])('ends the session on code %i with the server message', async (code) => {
    // Prepare
    const { api, deps } = clientAnswering({ code, message: 'Please log in again', data: null });
    // Act
    const call = api(calls.account.queryAccountInfo, {}, { quiet: 'all' });
    // Assess
    await expect(call).rejects.toMatchObject({ code });
    expect(deps.onSessionEnded).toHaveBeenCalledWith('Please log in again');
    expect(deps.onError).not.toHaveBeenCalled();
  });

  it('shows the activation notice on code 555', async () => {
    // Prepare
    const { api, deps } = clientAnswering({ code: 555, message: 'Activate first', data: null });
    // Act
    const call = api(calls.account.login, credentials);
    // Assess
    await expect(call).rejects.toBeInstanceOf(ApiError);
    expect(deps.onNotActivated).toHaveBeenCalledWith('Activate first');
    expect(deps.onError).not.toHaveBeenCalled();
  });

  it('notifies any other refusal with the server message', async () => {
    // Prepare
    const { api, deps } = clientAnswering({
      code: 111,
      message: 'This e-mail is already registered',
      data: null,
    });
    // Act
    const call = api(calls.account.register, { ...credentials, timeZoneId: 'UP8' });
    // Assess
    await expect(call).rejects.toMatchObject({ code: 111, message: 'This e-mail is already registered' });
    expect(deps.onError).toHaveBeenCalledWith('This e-mail is already registered');
  });

  it("falls back to the catalogue's message in the caller's language, then to 'error'", async () => {
    // Prepare
    const chinese = clientAnswering({ code: 113, message: '', data: null }, { culture: () => 'zh-CN' });
    const unknown = clientAnswering({ code: 999, data: null });
    // Act
    await chinese.api(calls.account.queryAccountInfo, {}).catch(() => undefined);
    await unknown.api(calls.account.queryAccountInfo, {}).catch(() => undefined);
    // Assess
    expect(chinese.deps.onError).toHaveBeenCalledWith('项目不存在');
    expect(unknown.deps.onError).toHaveBeenCalledWith('error');
  });

  it('leaves the codes a caller handles itself to the caller', async () => {
    // Prepare
    const { api, deps } = clientAnswering({ code: 106, message: 'Email Or Password Is Wrong', data: null });
    // Act
    const call = api(calls.account.login, credentials, { quiet: [106] });
    // Assess
    await expect(call).rejects.toMatchObject({ code: 106 });
    expect(deps.onError).not.toHaveBeenCalled();
  });

  it('reports a network failure once, titled error, and can try again later', async () => {
    // Prepare
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const { api, deps } = clientAnswering(null, { fetch: fetch as unknown as typeof globalThis.fetch });
    // Act
    const call = api(calls.Common.getTimezones, {});
    // Assess
    await expect(call).rejects.toMatchObject({ code: -1, failure: 'network', network: true });
    expect(deps.onNetworkError).toHaveBeenCalledTimes(1);
    await expect(api(calls.Common.getTimezones, {})).rejects.toBeInstanceOf(ApiError);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  // Before the fix, a 500 was worded as "check your network".
  it('treats an answer that is not an envelope (a gateway error page) as a server failure, not the network', async () => {
    // Prepare
    const fetch = vi.fn(async (input: RequestInfo | URL) =>
      String(input) === '/config.json'
        ? new Response(JSON.stringify({ apiBase: '/api' }))
        : new Response('<html>Bad gateway</html>', { status: 502 }),
    );
    const { api, deps } = clientAnswering(null, { fetch: fetch as unknown as typeof globalThis.fetch });
    // Act
    const call = api(calls.Common.getTimezones, {});
    // Assess
    await expect(call).rejects.toMatchObject({ code: -1, failure: 'server', network: false });
    expect(deps.onServerError).toHaveBeenCalledTimes(1);
    expect(deps.onNetworkError).not.toHaveBeenCalled();
  });

  it('refuses a success whose data breaks the call’s response schema', async () => {
    // Prepare
    const { api, deps } = clientAnswering({ code: 0, message: '', data: { token: 42 } });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Act
    const call = api(calls.account.login, credentials);
    // Assess
    await expect(call).rejects.toMatchObject({ code: -1, failure: 'server' });
    expect(deps.onServerError).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('unexpected answer from account/login', expect.anything());
    log.mockRestore();
  });

  it('exposes the field errors of a 118 answer', async () => {
    // Prepare
    const fieldErrors = [{ field: 'password', key: 'passwordTooShort', message: 'At least 8' }];
    const { api } = clientAnswering({ code: 118, message: 'Invalid input', data: { fieldErrors } });
    // Act
    const error = await api(calls.account.updatePwd, { password: 'x' }, { quiet: [118] }).catch(
      (e: unknown) => e,
    );
    // Assess
    expect((error as ApiError).fieldErrors).toEqual(fieldErrors);
  });
});
