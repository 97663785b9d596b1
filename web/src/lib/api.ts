/**
 * The site's one API client (the web calls the API only through it): `api`. Features call
 * `api(accountCalls.login, body)`, importing the group's module (`@pvd/shared/api/account`) rather
 * than the whole call list, so a route's chunk holds only the schemas it uses. Each call is POST
 * `<apiBase>/<group>/<name>` with the `Culture` and `Token` headers; the answer
 * `{ code, message, data }` is unwrapped and `data` parsed with the call's response schema.
 * Refusals [ERR-3]: 100-102 → a box asking to log in again, then logout and /login; 555 → the
 * activation notice; any other code → a notification with the server's message, else the
 * code's message from the catalogue, else 'error'; no answer → a notification titled error.
 * `createApiClient` builds such a client from what it needs of the page (the session, the
 * language, the notifications, the router), so tests give it fakes; `api` is it wired to the site.
 * Built on fetch, not aws-amplify: none of Amplify's features are used and it would add about
 * 100 KB to the login route.
 */
import type { CallDefinition, CallRequest, CallResponse } from '@pvd/shared/api/define';
import { type Culture, codeCatalogue, isSessionEndingCode } from '@pvd/shared/errors/codes';
import { paths } from '../config/paths';
import { isAlertOpen, showAlert } from './alerts';
import { ApiError } from './api-error';
import { currentLanguage, i18n } from './i18n';
import { navigateTo } from './navigation';
import { notify } from './notifications';
import { queryClient } from './query-client';
import { clearSession, readSession } from './session';

/** What the client needs from the page; injected so tests can give fakes. */
export interface ApiClientDependencies {
  fetch: typeof fetch;
  /** Address of the site configuration holding `apiBase`. */
  configUrl: string;
  culture(): Culture;
  token(): string | undefined;
  /** 100-102: ask to log in again, then end the session and go to /login. */
  onSessionEnded(message: string): void;
  /** 555: the account must be activated through the mailbox first. */
  onNotActivated(message: string): void;
  /** Any other refusal: an error notification with this text. */
  onError(message: string): void;
  /** The server could not be reached: a notification titled error, about the connection. */
  onNetworkError(): void;
  /** The server answered, but not with an answer (an error page, a crash): a notification about the server. */
  onServerError(): void;
  /** The generic text when neither the server nor the catalogue has one ('error'). */
  genericMessage(): string;
}

export interface CallOptions {
  /** Codes the caller shows itself (no notification); 100-102 always end the session. */
  quiet?: readonly number[] | 'all';
  signal?: AbortSignal;
}

export type ApiClient = <C extends CallDefinition>(
  call: C,
  body: CallRequest<C>,
  options?: CallOptions,
) => Promise<CallResponse<C>>;

interface Envelope {
  code: number;
  message?: string;
  data?: unknown;
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof (value as Envelope | null)?.code === 'number';
}

function isQuiet(options: CallOptions | undefined, code: number): boolean {
  return options?.quiet === 'all' || (options?.quiet?.includes(code) ?? false);
}

/** Creates a client from what it needs of the page; the site's one is `api` below. */
export function createApiClient(deps: ApiClientDependencies): ApiClient {
  let apiBase: Promise<string> | undefined;

  async function readApiBase(): Promise<string> {
    const response = await deps.fetch(deps.configUrl, { headers: { accept: 'application/json' } });
    const config = (await response.json()) as { apiBase?: unknown };
    if (!response.ok || typeof config.apiBase !== 'string') throw new Error('bad site configuration');
    return config.apiBase.replace(/\/+$/, '');
  }

  function messageFor(envelope: Envelope, culture: Culture): string {
    if (envelope.message) return envelope.message;
    const entry = (codeCatalogue as Record<number, Record<Culture, string> | undefined>)[envelope.code];
    return entry?.[culture] ?? deps.genericMessage();
  }

  /** The request; a failure to reach the server (or its configuration) is a network failure. */
  async function send(path: string, body: unknown, options?: CallOptions): Promise<Response> {
    try {
      apiBase ??= readApiBase();
      const base = await apiBase;
      const headers: Record<string, string> = { 'content-type': 'application/json', Culture: deps.culture() };
      const token = deps.token();
      if (token) headers.Token = token;
      return await deps.fetch(`${base}/${path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body ?? {}),
        signal: options?.signal,
      });
    } catch (cause) {
      if (options?.signal?.aborted) throw cause;
      // The configuration is read again next time: it may be the part that failed.
      apiBase = undefined;
      if (!isQuiet(options, -1)) deps.onNetworkError();
      throw new ApiError(-1, deps.genericMessage(), { failure: 'network', cause });
    }
  }

  async function exchange(path: string, body: unknown, options?: CallOptions): Promise<Envelope> {
    const response = await send(path, body, options);
    const envelope: unknown = await response.json().catch(() => undefined);
    if (isEnvelope(envelope)) return envelope;
    // Something answered, but not our API (a gateway error page, a crashed function).
    if (!isQuiet(options, -1)) deps.onServerError();
    throw new ApiError(-1, deps.genericMessage(), {
      failure: 'server',
      cause: new Error(`no envelope from ${path} (HTTP ${response.status})`),
    });
  }

  return async function api(call, body, options) {
    const culture = deps.culture();
    const envelope = await exchange(`${call.group}/${call.name}`, body, options);
    if (envelope.code === 0) {
      const parsed = call.response.safeParse(envelope.data ?? null);
      if (parsed.success) return parsed.data as CallResponse<typeof call>;
      console.error(`unexpected answer from ${call.group}/${call.name}`, parsed.error);
      if (!isQuiet(options, -1)) deps.onServerError();
      throw new ApiError(-1, deps.genericMessage(), { failure: 'server', data: envelope.data });
    }
    const message = messageFor(envelope, culture);
    if (isSessionEndingCode(envelope.code)) deps.onSessionEnded(message);
    else if (isQuiet(options, envelope.code)) {
      // The caller shows this refusal itself.
    } else if (envelope.code === 555) deps.onNotActivated(message);
    else deps.onError(message);
    throw new ApiError(envelope.code, message, { data: envelope.data });
  };
}

const SESSION_ENDED = 'session-ended';

/** Ends the session in this browser and goes to the login page. */
export function endSession(): void {
  clearSession();
  queryClient.clear();
  navigateTo(paths.login, { replace: true });
}

export const api = createApiClient({
  fetch: (input, init) => globalThis.fetch(input, init),
  configUrl: '/config.json',
  culture: currentLanguage,
  token: () => readSession()?.token,
  onSessionEnded(message) {
    if (isAlertOpen(SESSION_ENDED)) return;
    showAlert({
      key: SESSION_ENDED,
      type: 'error',
      title: i18n.t('common:errors.sessionEndedTitle'),
      message,
      onClose: endSession,
    });
  },
  onNotActivated(message) {
    showAlert({
      key: 'not-activated',
      type: 'warning',
      title: i18n.t('common:errors.notActivatedTitle'),
      message,
    });
  },
  onError(message) {
    notify({ type: 'error', content: message });
  },
  onNetworkError() {
    notify({
      type: 'error',
      header: i18n.t('common:errors.title'),
      content: i18n.t('common:errors.network'),
    });
  },
  onServerError() {
    notify({
      type: 'error',
      header: i18n.t('common:errors.title'),
      content: i18n.t('common:errors.server'),
    });
  },
  genericMessage: () => i18n.t('common:errors.generic'),
});
