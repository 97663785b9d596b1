/**
 * The site's API client, wired to the session, the language, the notifications and the router.
 * Features call `api(accountCalls.login, body)`, importing the group's module
 * (`@pvd/shared/api/account`) rather than the whole call list, so a route's chunk holds only the
 * schemas it uses.
 */
import { paths } from '../config/paths';
import { isAlertOpen, showAlert } from './alerts';
import { createApiClient } from './api-client';
import { currentLanguage, i18n } from './i18n';
import { navigateTo } from './navigation';
import { notify } from './notifications';
import { queryClient } from './query-client';
import { clearSession, readSession } from './session';

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
