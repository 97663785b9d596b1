/**
 * Common/queryPlaces through the local runtime: the offline GeoNames gazetteer answers Chinese and
 * Latin queries (杭州 and Hangzhou find the same city; Munich by its English name), in the caller's
 * language (Chinese names in Simplified characters), within the limit.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { demo, loginAs } from '../../support/accounts';
import { callApi } from '../../support/api-client';

interface Place {
  id: string;
  name: string;
  latinName: string;
  countryCode: string;
  country: string;
  admin1Code: string;
  latitude: number;
  longitude: number;
  population: number;
}
type Answer = { places: Place[] };

let user: string;
beforeAll(async () => {
  user = await loginAs(demo.user);
});

describe('Common/queryPlaces', () => {
  it('finds Hangzhou by its Chinese name, named in Chinese for a zh-CN caller', async () => {
    const answer = await callApi<Answer>(
      'Common/queryPlaces',
      { query: '杭州' },
      { token: user, culture: 'zh-CN' },
    );
    expect(answer.code).toBe(0);
    const [first] = answer.data.places;
    expect(first).toMatchObject({ name: '杭州', latinName: 'Hangzhou', countryCode: 'CN', country: '中国' });
    expect(first!.latitude).toBeCloseTo(30.29, 2);
    expect(first!.longitude).toBeCloseTo(120.16, 2);
    expect(first!.population).toBeGreaterThan(1_000_000);
  });

  it('finds the same city by its Latin name, named in English for an English caller', async () => {
    const answer = await callApi<Answer>('Common/queryPlaces', { query: 'hangzhou' }, { token: user });
    expect(answer.code).toBe(0);
    expect(answer.data.places[0]).toMatchObject({ name: 'Hangzhou', country: 'China', countryCode: 'CN' });
  });

  it('finds Munich by its English name and names Madrid in Simplified Chinese for a zh-CN caller', async () => {
    const munich = await callApi<Answer>('Common/queryPlaces', { query: 'Munich' }, { token: user });
    expect(munich.data.places[0]).toMatchObject({ name: 'Munich', latinName: 'München', country: 'Germany' });
    const madrid = await callApi<Answer>(
      'Common/queryPlaces',
      { query: 'Madrid' },
      { token: user, culture: 'zh-CN' },
    );
    expect(madrid.data.places[0]).toMatchObject({ name: '马德里', latinName: 'Madrid', country: '西班牙' });
    const saoPaulo = await callApi<Answer>(
      'Common/queryPlaces',
      { query: '圣保罗' },
      { token: user, culture: 'zh-CN' },
    );
    expect(saoPaulo.data.places[0]).toMatchObject({ name: '圣保罗', latinName: 'São Paulo' });
  });

  it('answers at most `limit` places, the prefix matches by population', async () => {
    const answer = await callApi<Answer>('Common/queryPlaces', { query: 'guang', limit: 3 }, { token: user });
    expect(answer.code).toBe(0);
    expect(answer.data.places).toHaveLength(3);
    expect(answer.data.places[0]!.latinName).toBe('Guangzhou');
    const populations = answer.data.places.map((place) => place.population);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
  });

  it('refuses a limit above 20 and an over-long query with 118 and the field', async () => {
    const tooMany = await callApi('Common/queryPlaces', { query: 'a', limit: 21 }, { token: user });
    expect(tooMany.code).toBe(118);
    expect(tooMany.data).toMatchObject({ fieldErrors: [{ field: 'limit' }] });
    const tooLong = await callApi('Common/queryPlaces', { query: 'x'.repeat(101) }, { token: user });
    expect(tooLong.code).toBe(118);
    expect(tooLong.data).toMatchObject({ fieldErrors: [{ field: 'query' }] });
  });

  it('needs a session', async () => {
    const answer = await callApi('Common/queryPlaces', { query: 'Hangzhou' });
    expect(answer.code).toBe(102);
  });
});
