/** A climate source's name is built in the reader's language from what the source is. */

import { climateSourceLabel } from '@pvd/shared/api/climate-source-label';
import { describe, expect, it } from 'vitest';

describe('climateSourceLabel', () => {
  it('names a source stored from the Chinese interface in English, and the other way round', () => {
    const stored = { id: 'clear-sky-estimate' as const, label: '估算值：晴空模型与典型晴朗指数' };
    expect(climateSourceLabel(stored, 'en')).toBe(
      "Estimate: clear-sky model with the place's typical clear-sky index",
    );
    expect(climateSourceLabel({ id: 'nasa-power', label: 'NASA POWER climatology' }, 'zh-CN')).toBe(
      'NASA POWER 气候数据（多年月均值）',
    );
  });

  it('names an uploaded file by its name in either language; one stored without its name keeps its label', () => {
    expect(climateSourceLabel({ id: 'weather-file', fileName: 'hangzhou.epw' }, 'en')).toBe(
      'Uploaded weather file: hangzhou.epw',
    );
    expect(climateSourceLabel({ id: 'weather-file', fileName: 'hangzhou.epw' }, 'zh-CN')).toBe(
      '上传的气象文件：hangzhou.epw',
    );
    expect(climateSourceLabel({ id: 'weather-file', label: '上传的气象文件：old.csv' }, 'en')).toBe(
      '上传的气象文件：old.csv',
    );
  });
});
