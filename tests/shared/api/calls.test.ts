import { readdirSync } from 'node:fs';
import { allCalls, callPath, findCall } from '@pvd/shared/api/calls';
import { openApiDocument } from '@pvd/shared/api/openapi';
import { codeCatalogue, codeMessage, toCulture } from '@pvd/shared/errors/codes';
import { validationMessage, validationMessageKeys } from '@pvd/shared/errors/validation';
import { describe, expect, it } from 'vitest';

describe('the call list', () => {
  it('holds each group/name once', () => {
    const paths = allCalls.map(callPath);
    expect(new Set(paths).size).toBe(paths.length);
    expect(findCall('account/login')?.access).toBe('public');
  });

  // Before the fix, the cross-field checks of seven calls read fields of null and threw.
  it.each([null, [], [1, 2], 42, 'text', true].map((value) => [value]))(
    'every request schema refuses %j (not an object) without throwing',
    (value) => {
      for (const call of allCalls) {
        const result = call.request.safeParse(value);
        expect(result.success, callPath(call)).toBe(false);
      }
    },
  );

  it('gives every call a summary and an OpenAPI operation', () => {
    const document = openApiDocument();
    for (const call of allCalls) {
      expect(call.summary.length).toBeGreaterThan(10);
      expect(document.paths[`/api/${callPath(call)}`]?.post.operationId).toBe(`${call.group}_${call.name}`);
    }
  });
});

describe('the OpenAPI document', () => {
  it('documents the meter file and tariff calls’ bodies and answers (not the empty schema of a failed conversion)', () => {
    // Prepare
    type Schema = { type?: string; properties?: Record<string, Schema> };
    const document = openApiDocument();
    const operation = (path: string) => document.paths[`/api/${path}`]!.post;
    const bodyOf = (path: string) => operation(path).requestBody.content['application/json'].schema as Schema;
    const dataOf = (path: string) =>
      operation(path).responses[200].content['application/json'].schema.properties.data as Schema;
    // Assess
    expect(Object.keys(bodyOf('userload/saveLoadFile').properties!)).toEqual([
      'projectId',
      'uploadId',
      'fileName',
      'choices',
    ]);
    expect(Object.keys(dataOf('userload/saveLoadFile').properties!)).toEqual(['version', 'meterFile']);
    expect(Object.keys(bodyOf('tariff/insertUserTariff').properties!.tariff!.properties!)).toContain(
      'weekday',
    );
    expect(dataOf('tariff/queryTariffPresets').type).toBe('array');
    expect(Object.keys(bodyOf('project/editUserEnergyStorageProject').properties!)).toEqual(
      expect.arrayContaining(['userLoad', 'tariff', 'gridLimits', 'storageStrategy']),
    );
  });
});

describe('every call defined is listed', () => {
  it('holds every defineCall of shared/api in calls.ts (a call left out would have no route)', async () => {
    // Prepare
    const dir = new URL('../../../shared/api/', import.meta.url);
    const modules = readdirSync(dir).filter((file) => file.endsWith('.ts'));
    const listed = new Set<unknown>(allCalls);
    const defined: string[] = [];
    // Act
    for (const file of modules) {
      const exports = (await import(new URL(file, dir).href)) as Record<string, unknown>;
      for (const value of Object.values(exports)) {
        const call = value as { group?: unknown; name?: unknown; request?: unknown; response?: unknown };
        if (
          typeof call?.group === 'string' &&
          typeof call.name === 'string' &&
          call.request &&
          call.response
        ) {
          if (!listed.has(value)) defined.push(`${file}: ${call.group}/${call.name}`);
        }
      }
    }
    // Assess
    expect(defined).toEqual([]);
  });
});

describe('the code catalogue', () => {
  it('has both languages for every code and the product’s 116-119', () => {
    for (const [code, entry] of Object.entries(codeCatalogue)) {
      expect(entry['zh-CN'], `code ${code}`).not.toBe('');
      expect(entry.en, `code ${code}`).not.toBe('');
    }
    expect(Object.keys(codeCatalogue).map(Number)).toEqual(
      expect.arrayContaining([0, -1, 100, 115, 116, 117, 118, 119, 555, -1001]),
    );
    expect(codeMessage(106, 'en')).toBe('The email address or password is wrong');
  });

  it('reads the Culture header leniently, zh-CN by default', () => {
    expect(toCulture('en-US')).toBe('en');
    expect(toCulture(undefined)).toBe('zh-CN');
    expect(toCulture('fr')).toBe('zh-CN');
  });

  it('has every validation message in both languages', () => {
    for (const key of validationMessageKeys) {
      expect(validationMessage(key, 'zh-CN')).not.toBe(validationMessage(key, 'en'));
    }
  });
});
