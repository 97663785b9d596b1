/**
 * The climate source's notice, built from what the source is in the reader's language [ACC-13]:
 * a project keeps the source it was last shown with, in the language of the moment, and is read in
 * either.
 */
import { climateSourceNotice } from '@pvd/shared/api/climate-source-notice';
import { describe, expect, it } from 'vitest';

const site = { latitude: 30.27, longitude: 120.15 };

describe('climateSourceNotice', () => {
  it('says what the estimate is in the reader’s language, whatever language it was stored in', () => {
    // Prepare: an estimate stored while the site was in Chinese.
    const stored = {
      id: 'clear-sky-estimate' as const,
      isEstimate: true,
      notice: '未能获取该地点的实测或模型气候数据……',
      ...site,
    };
    // Act
    const en = climateSourceNotice(stored, 'en');
    const zh = climateSourceNotice(stored, 'zh-CN');
    // Assess
    expect(en).toMatch(/^No measured or modelled climate data could be reached for this location/);
    expect(zh).toMatch(/^未能获取该地点的实测或模型气候数据/);
  });

  it('points to the base info step’s climate data section for a weather file', () => {
    const source = { id: 'clear-sky-estimate' as const, isEstimate: true, ...site };
    expect(climateSourceNotice(source, 'en')).toContain(
      'upload a weather file for the site (EPW, TMY3, TMY2, PVGIS or NSRDB) under “Climate data” on the Base info step',
    );
    expect(climateSourceNotice(source, 'zh-CN')).toContain(
      '请在“基础信息”步骤的“气候数据”中上传该地点的气象文件',
    );
  });

  it('says how far a weather file’s site is, beyond 50 km, from its distance', () => {
    const file = { id: 'weather-file' as const, isEstimate: false, fileName: 'beijing.epw', ...site };
    expect(climateSourceNotice({ ...file, distanceKm: 1068.4 }, 'en')).toBe(
      'The weather file is for a site about 1068 km from this location.',
    );
    expect(climateSourceNotice({ ...file, distanceKm: 1068.4 }, 'zh-CN')).toBe(
      '该气象文件的站点距此位置约 1068 公里。',
    );
    expect(climateSourceNotice({ ...file, distanceKm: 12 }, 'en')).toBeUndefined();
  });

  it('keeps the stored text of a weather file kept before its distance was, and has none for online sources', () => {
    const old = { id: 'weather-file' as const, isEstimate: false, notice: 'stored', ...site };
    expect(climateSourceNotice(old, 'en')).toBe('stored');
    expect(climateSourceNotice({ id: 'pvgis-tmy' }, 'en')).toBeUndefined();
  });
});
