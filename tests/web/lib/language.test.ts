import { describe, expect, it } from 'vitest';
import { detectLanguage, languageFromLinkParameter } from '@/lib/language';

describe('detectLanguage', () => {
  it('keeps a stored choice whatever the browser says', () => {
    // Act
    const language = detectLanguage('en', 'zh-CN');
    // Assess
    expect(language).toBe('en');
  });

  it.each([
    ['zh-CN', 'zh-CN'],
    ['zh-cn', 'zh-CN'],
    ['en-US', 'en'],
    ['zh-TW', 'en'],
    [undefined, 'en'],
  ])('without a stored choice, browser language %s gives %s', (browser, expected) => {
    // Act
    const language = detectLanguage(null, browser);
    // Assess
    expect(language).toBe(expected);
  });

  it('ignores a stored value that is not a language of the site', () => {
    // Act
    const language = detectLanguage('fr', 'zh-CN');
    // Assess
    expect(language).toBe('zh-CN');
  });
});

describe('languageFromLinkParameter', () => {
  it.each([
    ['cn', 'zh-CN'],
    ['en', 'en'],
    ['de', undefined],
    [null, undefined],
  ])('reads l=%s as %s', (parameter, expected) => {
    // Act
    const language = languageFromLinkParameter(parameter);
    // Assess
    expect(language).toBe(expected);
  });
});
