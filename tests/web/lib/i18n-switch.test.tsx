/**
 * The language switch: each namespace of each language is a chunk of its own, and the site
 * switches only once the chosen language's strings (ours and Cloudscape's) are there, so no text
 * shows as a key meanwhile; when they cannot be loaded, the site stays in its language and says
 * why.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderHook } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/config/storage-keys';

type I18nModule = typeof import('@/lib/i18n');

// Tests run from the repository root (vitest.config.ts).
function englishText(namespace: string, key: string): string {
  const file = join(process.cwd(), 'web/src/i18n/locales/en', `${namespace}.json`);
  const tree = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, string>>;
  const [group, leaf] = key.split('.') as [string, string];
  return tree[group]?.[leaf] ?? '';
}

describe('setLanguage', () => {
  let site: I18nModule;
  const storedBefore = localStorage.getItem(storageKeys.language);

  beforeAll(async () => {
    // The site starts in Chinese: only its strings are loaded (lib/i18n's top-level await).
    localStorage.setItem(storageKeys.language, 'zh-CN');
    site = await import('@/lib/i18n');
  });

  afterAll(() => {
    vi.doUnmock('@/i18n/locales/en/common.json');
    if (storedBefore === null) localStorage.removeItem(storageKeys.language);
    else localStorage.setItem(storageKeys.language, storedBefore);
  });

  it('starts with the strings of the site’s language only', () => {
    // Assess
    expect(site.currentLanguage()).toBe('zh-CN');
    expect(site.i18n.hasResourceBundle('zh-CN', 'common')).toBe(true);
    expect(site.i18n.hasResourceBundle('en', 'common')).toBe(false);
  });

  it('stays in its language and says the server could not be reached when the strings cannot load', async () => {
    // Prepare: an English chunk cannot be fetched.
    vi.doMock('@/i18n/locales/en/common.json', () => {
      throw new Error('network down');
    });
    const { useNotifications } = await import('@/lib/notifications');
    const notifications = renderHook(() => useNotifications());
    // Act
    await site.setLanguage('en');
    // Assess
    expect(site.currentLanguage()).toBe('zh-CN');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(localStorage.getItem(storageKeys.language)).toBe('zh-CN');
    notifications.rerender();
    expect(notifications.result.current.at(-1)).toMatchObject({
      type: 'error',
      content: site.i18n.t('common:errors.network'),
    });
  });

  it('switches once the chosen language’s strings have loaded, not before', async () => {
    // Prepare: the chunk can be fetched again.
    vi.doUnmock('@/i18n/locales/en/common.json');
    // Act
    const switching = site.setLanguage('en');
    // Assess: still Chinese while the chunk loads.
    expect(site.currentLanguage()).toBe('zh-CN');
    expect(document.documentElement.lang).toBe('zh-CN');
    await switching;
    expect(site.currentLanguage()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(storageKeys.language)).toBe('en');
    expect(site.i18n.t('common:errors.title')).toBe(englishText('common', 'errors.title'));
    const { loadedCloudscapeMessages } = await import('@/lib/cloudscape-messages');
    expect(loadedCloudscapeMessages('en')).toBeDefined();
  });
});
