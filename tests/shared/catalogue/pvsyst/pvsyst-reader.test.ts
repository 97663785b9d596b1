/**
 * The PVsyst reader on files written for the tests (support/pvsyst-files.ts): a version 6 module
 * in Windows-1252, a small inverter, missing keys, a file cut short, junk, and the bounds of the
 * work (size, lines, nesting). The real files are checked in pvsyst-fixtures.test.ts.
 */

import { panelSpecSchema } from '@pvd/shared/catalogue/panel';
import { decodePvsystBytes } from '@pvd/shared/catalogue/pvsyst/decode';
import {
  PVSYST_MAX_CHARACTERS,
  PVSYST_MAX_DEPTH,
  PVSYST_MAX_LINES,
  parsePvsyst,
} from '@pvd/shared/catalogue/pvsyst/parse';
import { readPvsystText } from '@pvd/shared/catalogue/pvsyst/read';
import { warningText } from '@pvd/shared/catalogue/pvsyst/warnings';
import { describe, expect, it } from 'vitest';
import { smallOnd, version6Pan, windows1252Bytes } from './support/pvsyst-files';

function read(fileName: string, content: string) {
  const result = readPvsystText(fileName, content);
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result.read;
}

function reason(fileName: string, content: string) {
  const result = readPvsystText(fileName, content);
  return result.ok ? 'read' : result.reason;
}

describe('decodePvsystBytes', () => {
  it('reads Windows-1252 bytes (not valid UTF-8) as Windows-1252, 0x80-0x9F as its own letters', () => {
    // Prepare: 'É' is 0xC9 in Windows-1252, a lone byte that UTF-8 cannot hold; 0x80 is '€',
    // 0x8A 'Š', 0x9F 'Ÿ' (ISO-8859-1 would give control characters there).
    const bytes = Uint8Array.of(...windows1252Bytes('Model=Éclat '), 0x80, 0x8a, 0x9f, 0x0d, 0x0a);
    // Act / Assess
    expect(decodePvsystBytes(bytes)).toBe('Model=Éclat €ŠŸ\r\n');
  });

  it('reads UTF-8 with and without a byte order mark, and UTF-16 with one', () => {
    // Prepare
    const utf8 = new TextEncoder().encode('Model=Éclat');
    const utf16 = Uint8Array.of(0xff, 0xfe, ...[...'Éa'].flatMap((c) => [c.charCodeAt(0), 0]));
    // Act / Assess
    expect(decodePvsystBytes(utf8)).toBe('Model=Éclat');
    expect(decodePvsystBytes(Uint8Array.of(0xef, 0xbb, 0xbf, ...utf8))).toBe('Model=Éclat');
    expect(decodePvsystBytes(utf16)).toBe('Éa');
  });
});

describe('readPvsystText on a version 6 module in Windows-1252', () => {
  it('reads the accented names and converts the units; the panel passes the product’s checks', () => {
    // Prepare
    const content = decodePvsystBytes(windows1252Bytes(version6Pan()));
    // Act
    const result = read('eclat-300.pan', content);
    // Assess: 300 W / (1.650 × 0.992 m² × 1000 W/m²) = 18.33 %; −123 ÷ 398 = −0.3090; 5.82 ÷ 97 = 0.06.
    expect(result).toMatchObject({ kind: 'module', version: '6.83' });
    expect(result.panel).toMatchObject({
      manufacturer: 'Société Lumière',
      componentmodelname: 'Éclat 300 M',
      wafermaterial: 'poly',
      efficiency: 18.33,
      tempcoefficientvoc: -0.309,
      tempcoefficientisc: 0.06,
      tempCoefficientPmax: -0.41,
      bypassDiodes: 3,
    });
    expect(panelSpecSchema.safeParse(result.panel).success).toBe(true);
    expect(result.moduleExtras).toEqual({
      technology: 'mtSiPoly',
      cellsInSeries: 60,
      cellsInParallel: 1,
      bypassDiodes: 3,
    });
  });

  it('names the keys the file lacks, leaves their fields out, and says so in both languages', () => {
    // Prepare: no Voc, no Isc temperature coefficient, no size.
    const content = version6Pan({ Voc: undefined, muISC: undefined }, { Width: undefined });
    // Act
    const result = read('partial.PAN', content);
    // Assess
    expect(result.panel).not.toHaveProperty('opencircuitvoltage');
    expect(result.panel).not.toHaveProperty('componentwidth');
    expect(result.panel).not.toHaveProperty('efficiency');
    // Without Voc the Voc coefficient cannot be put in %/°C either.
    expect(result.panel).not.toHaveProperty('tempcoefficientvoc');
    expect(result.warnings[0]).toEqual({ key: 'missing', params: { names: 'Width, Voc, muVocSpec, muISC' } });
    expect(warningText(result.warnings[0]!, 'en')).toBe(
      'The file gives no value for Width, Voc, muVocSpec, muISC: fill these in by hand',
    );
    expect(warningText(result.warnings[0]!, 'zh-CN')).toBe(
      '文件中没有以下数值，请手动填写：Width, Voc, muVocSpec, muISC',
    );
  });

  it('leaves out a value the product refuses and an unknown technology, with a warning each', () => {
    // Prepare: a peak power above the product's 3000 W and a technology it does not name.
    const content = version6Pan({ PNom: '5000.0', Technol: 'mtPerovskite' });
    // Act
    const result = read('odd.pan', content);
    // Assess
    expect(result.panel).not.toHaveProperty('peakpower');
    expect(result.panel).not.toHaveProperty('wafermaterial');
    const keys = result.warnings.map((warning) => warning.key);
    expect(keys).toContain('technologyUnknown');
    expect(result.warnings).toContainEqual({ key: 'refused', params: { name: 'PNom', value: 5000 } });
    expect(keys).not.toContain('missing');
  });

  it('warns about a version outside 6-8, a missing version and a name that claims the other kind', () => {
    // Act
    const newer = read('a.PAN', version6Pan().replace('Version=6.83', 'Version=9.1'));
    const none = read('a.PAN', version6Pan().replace('  Version=6.83\r\n', ''));
    const misnamed = read('a.OND', version6Pan());
    // Assess
    expect(warningText(newer.warnings[0]!, 'en')).toBe(
      'PVsyst version 9.1 wrote this file; the reader follows versions 6 to 8, so check every value',
    );
    expect(none.version).toBeNull();
    expect(none.warnings[0]).toEqual({ key: 'versionMissing' });
    expect(misnamed.kind).toBe('module');
    expect(misnamed.warnings[0]).toEqual({ key: 'panNamedOnd' });
  });
});

describe('readPvsystText on an inverter', () => {
  it('reads a single-phase two-MPPT inverter with its nominal frequency', () => {
    // Act
    const result = read('onda.ond', smallOnd());
    // Assess
    expect(result.inverter).toMatchObject({
      modelname: 'ONDA-5K-2M',
      vendor: 'Onda',
      mainsvoltype: 'Single-Phase',
      ratedacoutputpower: 5000,
      maxacpower: 5500,
      maxdcpower: '7500',
      maxdccurrent: '12.5',
      maxmppt: '3750',
      mppnumberofstrings: '1',
      nominalgridfrequency: '50',
      nominalgridvoltage: '230',
      sizelength: 420,
      sizewidth: 170,
      sizeheight: 350,
    });
    expect(result.warnings.at(-1)).toEqual({
      key: 'notInOnd',
      fields: ['protectionclass', 'gridVoltageWindow', 'gridFrequencyWindow'],
    });
    expect(warningText(result.warnings.at(-1)!, 'en')).toBe(
      'OND files do not give the protection class, the grid voltage window, and the grid frequency window: fill these in from the datasheet',
    );
  });

  it('reads a split-phase output as a US single-phase model', () => {
    // Act
    const result = read('onda.OND', smallOnd({ MonoTri: 'Bi' }));
    // Assess
    expect(result.inverter).toMatchObject({ mainsvoltype: 'Single-Phase', us: '1' });
    expect(result.warnings.map((warning) => warning.key)).toContain('splitPhase');
  });
});

describe('readPvsystText refusals', () => {
  it('refuses a file that is not .PAN or .OND by name, and text that PVsyst did not write', () => {
    expect(reason('module.txt', version6Pan())).toBe('pvsystFileType');
    expect(reason('module.pan', 'Manufacturer=X\nModel=Y\n')).toBe('pvsystNotPvsyst');
    expect(reason('module.pan', '   \r\n ')).toBe('pvsystFileEmpty');
    expect(reason('module.pan', 'PVObject_=pvBattery\n  Version=7.2\nEnd of PVObject pvBattery\n')).toBe(
      'pvsystWrongObject',
    );
    expect(reason('module.pan', 'PVObject_=pvModule\n\u0000\u0001')).toBe('pvsystNotText');
  });

  it('refuses a file cut short, wherever it is cut', () => {
    // Prepare
    const whole = version6Pan();
    const cuts = [
      whole.indexOf('  End of PVObject pvCommercial'),
      whole.indexOf('  NDiode'),
      whole.length - 30,
    ];
    // Act / Assess
    for (const cut of cuts) expect(reason('cut.PAN', whole.slice(0, cut))).toBe('pvsystTruncated');
    expect(reason('whole.PAN', whole)).toBe('read');
  });

  it('refuses 300 KB of junk before reading a line, and junk under the bound for its first line', () => {
    // Prepare: printable junk, as a renamed log or binary file would give.
    const junk = (length: number) => {
      const bytes = new Uint8Array(length);
      let seed = 7;
      for (let i = 0; i < length; i++) {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        bytes[i] = 32 + (seed % 95);
      }
      return new TextDecoder().decode(bytes);
    };
    // Act / Assess
    expect(reason('junk.PAN', junk(300 * 1024))).toBe('pvsystFileTooLarge');
    expect(reason('junk.PAN', junk(200 * 1024))).toBe('pvsystNotPvsyst');
  });

  it('bounds the work: characters, lines and nesting', () => {
    // Prepare
    const deep = ['PVObject_=pvModule'];
    for (let level = 1; level <= PVSYST_MAX_DEPTH + 1; level++)
      deep.push(`${'  '.repeat(level)}Block${level}=T`);
    deep.push(`${'  '.repeat(PVSYST_MAX_DEPTH + 2)}Value=1`);
    const manyLines = `PVObject_=pvModule\n${'  A=1\n'.repeat(PVSYST_MAX_LINES)}End of PVObject pvModule`;
    const justTooLarge = `PVObject_=pvModule\n  A=${'x'.repeat(PVSYST_MAX_CHARACTERS)}`;
    // Act / Assess
    expect(parsePvsyst(deep.join('\n'))).toEqual({ ok: false, reason: 'pvsystTooDeep' });
    expect(parsePvsyst(manyLines)).toEqual({ ok: false, reason: 'pvsystTooManyLines' });
    expect(parsePvsyst(justTooLarge)).toEqual({ ok: false, reason: 'pvsystFileTooLarge' });
  });

  it('refuses a block whose lines fall back to its own indentation without an End of line', () => {
    // Prepare: the commercial block's End line is missing, the next line is at the block's level.
    const broken = version6Pan().replace('  End of PVObject pvCommercial\r\n', '');
    // Act / Assess
    expect(reason('broken.PAN', broken)).toBe('pvsystMalformed');
  });
});
