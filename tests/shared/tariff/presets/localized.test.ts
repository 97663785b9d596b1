/** A preset's name in the caller's language [TAR-3]: its Chinese part or its English one. */
import { TARIFF_PRESETS } from '@pvd/shared/tariff/presets/index';
import { presetName } from '@pvd/shared/tariff/presets/localized';
import { describe, expect, it } from 'vitest';

describe('presetName', () => {
  it('splits a name of two languages, full-width brackets staying with the Chinese', () => {
    const shandong = TARIFF_PRESETS['shandong-ic-deep-valley'].name;
    expect(presetName(shandong, 'zh-CN')).toBe('山东 工商业 五段分时（午间深谷）');
    expect(presetName(shandong, 'en')).toBe('Shandong I&C five-tier TOU with the midday deep valley');
  });

  it('gives every preset a name in each language, without the other’s script', () => {
    for (const preset of Object.values(TARIFF_PRESETS)) {
      expect(presetName(preset.name, 'en'), preset.name).not.toMatch(/[\u3400-\u9fff]/);
      expect(presetName(preset.name, 'zh-CN'), preset.name).toMatch(/^[^(]*[\u3400-\u9fff][^(]*$/);
    }
  });

  it('leaves a name of one language as it is', () => {
    expect(presetName('Factory A (2027)', 'zh-CN')).toBe('Factory A (2027)');
    expect(presetName('工厂电价', 'en')).toBe('工厂电价');
  });
});
