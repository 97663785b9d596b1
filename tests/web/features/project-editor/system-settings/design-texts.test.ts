import { describe, expect, it } from 'vitest';
import { unfitText } from '@/features/project-editor/system-settings/design-texts';
import { i18n, loadNamespaces, setLanguage } from '@/lib/i18n';

const reason = {
  kind: 'cable-capacity-too-low',
  designCurrentA: 17.3125,
  capacityA: 0,
  suggestedAreaMm2: 1.5,
} as const;

describe("the auto design's reasons [STR-9] [STR-10]", () => {
  it('says a DC cable is too thin for one string, and the size to use, in both languages', async () => {
    // Prepare
    await loadNamespaces(['editorStrings']);
    await setLanguage('en');
    const en = unfitText(reason, i18n.getFixedT('en', 'editorStrings'), 'en');
    await setLanguage('zh-CN');
    const zh = unfitText(reason, i18n.getFixedT('zh-CN', 'editorStrings'), 'zh-CN');
    // Assess
    expect(en).toBe(
      "the DC cable cannot carry even one string's 17.31 A (it carries 0 A where it is laid); use 1.5 mm².",
    );
    expect(zh).toBe('直流电缆连一串的 17.31 A 也无法承载（按敷设条件载流量 0 A），请改用 1.5 mm²。');
  });

  it('says when no standard size would do', async () => {
    await loadNamespaces(['editorStrings']);
    await setLanguage('en');
    const text = unfitText(
      { ...reason, suggestedAreaMm2: null },
      i18n.getFixedT('en', 'editorStrings'),
      'en',
    );
    expect(text).toContain('no standard size up to 300 mm² does');
  });
});
