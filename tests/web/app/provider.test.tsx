/**
 * The provider asks again, in the new language, every query on screen that failed with a refusal
 * the server worded [ACC-13]: a list's error line follows a switch of language.
 */
import '@tests/web/support/dom-polyfills';
import * as accountCalls from '@pvd/shared/api/account';
import { useQuery } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { installFakeApi } from '@tests/web/support/fake-api';
import { resetBrowserState, storeSession } from '@tests/web/support/render-app';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { ListErrorState } from '@/components/list-error-state';
import { api } from '@/lib/api';
import { setLanguage } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';

const REFUSALS: Record<string, string> = { en: 'No permission', 'zh-CN': '没有权限' };

/** A list whose page the server refuses, worded in the caller's language. */
function RefusedList() {
  const list = useQuery({
    queryKey: ['account', 'queryAccountInfo', 'refused'],
    queryFn: () => api(accountCalls.queryAccountInfo, {}, { quiet: 'all' }),
  });
  return list.isError ? <ListErrorState error={list.error} onRetry={() => void list.refetch()} /> : null;
}

describe('AppProvider', () => {
  beforeEach(async () => {
    resetBrowserState();
    storeSession(0);
    await setLanguage('en');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  // Before, a refusal stayed in the language it was asked in until the user pressed Retry.
  it('asks a refused query again when the language switches, and shows the new wording', async () => {
    // Prepare
    const server = installFakeApi({
      'account/queryAccountInfo': (_body, headers) => ({ code: 114, message: REFUSALS[headers.Culture!] }),
    });
    render(
      <AppProvider queryClient={createQueryClient()}>
        <RefusedList />
      </AppProvider>,
    );
    expect(await screen.findByText('No permission')).toBeTruthy();
    // Act
    await act(() => setLanguage('zh-CN'));
    // Assess
    expect(await screen.findByText('没有权限')).toBeTruthy();
    expect(server.callsTo('account/queryAccountInfo').map((call) => call.headers.Culture)).toEqual([
      'en',
      'zh-CN',
    ]);
    await act(() => setLanguage('en'));
  });
});
