import { describeSource } from '@pvd/functions/_lib/climate/source-label';
import { describe, expect, it } from 'vitest';

const beijing = { latitude: 39.91, longitude: 116.41 };

describe('describeSource', () => {
  it('names an online source in the caller’s language, not as an estimate, without a notice', () => {
    const origin = { id: 'pvgis-tmy' as const, ...beijing };
    expect(describeSource(origin, beijing, 'en')).toEqual({
      id: 'pvgis-tmy',
      label: 'PVGIS typical meteorological year (European Commission JRC)',
      isEstimate: false,
      latitude: 39.91,
      longitude: 116.41,
    });
    expect(describeSource(origin, beijing, 'zh-CN').label).toContain('典型气象年');
  });

  it('flags the clear-sky estimate and always says it is not measured', () => {
    // Act
    const en = describeSource({ id: 'clear-sky-estimate', ...beijing }, beijing, 'en');
    const zh = describeSource({ id: 'clear-sky-estimate', ...beijing }, beijing, 'zh-CN');
    // Assess
    expect(en.isEstimate).toBe(true);
    expect(en.notice).toMatch(/estimate .*not measured data/);
    expect(zh.isEstimate).toBe(true);
    expect(zh.notice).toContain('并非实测数据');
  });

  it('says by how much the estimate may be off and how to get real figures, in both languages', () => {
    const en = describeSource({ id: 'clear-sky-estimate', ...beijing }, beijing, 'en').notice;
    const zh = describeSource({ id: 'clear-sky-estimate', ...beijing }, beijing, 'zh-CN').notice;
    // The calibration range (shared/pv/climate/clear-sky-index.ts): 30 % low to 5 % high.
    expect(en).toMatch(/up to 30 % too low or 5 % too high/);
    expect(en).toMatch(/upload a weather file/);
    expect(en).toMatch(/PVGIS or NASA POWER can be reached/);
    expect(en).toMatch(/minimum temperature is a deliberately cold guess/);
    expect(zh).toContain('偏低多达 30%、偏高多达 5%');
    expect(zh).toContain('上传该地点的气象文件');
    expect(zh).toContain('最低温度是有意偏冷的估计');
  });

  it('names an uploaded file by its name, and says how far its site is when it is over 50 km away', () => {
    // Prepare
    const origin = {
      id: 'weather-file' as const,
      latitude: 31.23,
      longitude: 121.47,
      weatherFileId: 'f1',
      fileName: 'shanghai.epw',
    };
    // Act
    const far = describeSource(origin, beijing, 'en');
    const near = describeSource(origin, { latitude: 31.3, longitude: 121.5 }, 'zh-CN');
    // Assess
    expect(far).toMatchObject({
      label: 'Uploaded weather file: shanghai.epw',
      isEstimate: false,
      weatherFileId: 'f1',
    });
    expect(far.notice).toMatch(/about 10\d\d km from this location/);
    expect(near.label).toBe('上传的气象文件：shanghai.epw');
    expect(near.notice).toBeUndefined();
  });
});
