/**
 * The PVsyst reader against real files: pvlib-python's own sample PAN and OND, kept beside the
 * repository in ../shared/fixtures/pvsyst (skipped on a fresh clone, which has none).
 *
 * Reference: pvlib-python's `pvlib.iotools.read_panond` (commit 6382338a), run on the same files
 * by bench/pvlib/panond_reference.py; its numbers are copied below. The raw values must agree
 * exactly; the product's fields are those values in the product's units (temperature coefficients
 * in %/°C = mV/°C ÷ (Voc × 10), kW × 1000 = W, m × 1000 = mm).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { decodePvsystBytes } from '@pvd/shared/catalogue/pvsyst/decode';
import { findBlock, numberValue, parsePvsyst, textValue } from '@pvd/shared/catalogue/pvsyst/parse';
import { readPvsystText } from '@pvd/shared/catalogue/pvsyst/read';
import { describe, expect, it } from 'vitest';

const folder = resolve(import.meta.dirname, '..', '..', '..', '..', '..', 'shared', 'fixtures', 'pvsyst');
const PAN = 'ET-M772BH550GL.PAN';
const OND = 'CPS SCH275KTL-DO-US-800-250kW_275kVA_1.OND';
const hasFixtures = existsSync(join(folder, PAN)) && existsSync(join(folder, OND));

/** bench/pvlib/panond_reference.py's output (pvlib read_panond, PVsyst's units). */
const PVLIB = {
  module: {
    Version: 7.2,
    Technol: 'mtSiMono',
    NCelS: 72,
    NCelP: 2,
    NDiode: 3,
    PNom: 550.0,
    Voc: 49.9,
    Isc: 14.0,
    Vmp: 41.96,
    Imp: 13.11,
    muISC: 7.28,
    muVocSpec: -128.0,
    muPmpReq: -0.34,
    VMaxIEC: 1500,
    BifacialityFactor: 0.7,
  },
  moduleCommercial: { Manufacturer: 'ET SOLAR', Model: 'ET-M772BH550GL', Width: 1.134, Height: 2.278 },
  iamProfile: [
    [0.0, 1.0],
    [20.0, 1.0],
    [30.0, 1.0],
    [40.0, 0.99],
    [50.0, 0.98],
    [60.0, 0.96],
    [70.0, 0.89],
    [80.0, 0.66],
    [90.0, 0.0],
  ],
  inverter: { Version: 6.81, NbInputs: 36, NbMPPT: 12, Transfo: 'Without' },
  inverterCommercial: {
    Manufacturer: 'ChintPower',
    Model: 'CPS SCH275KTL-DO/US-800',
    Width: 0.68,
    Height: 0.337,
    Depth: 1.1,
    Weight: 95.0,
  },
  converter: {
    PNomConv: 250.0,
    PMaxOUT: 250.0,
    VOutConv: 800.0,
    VMppMin: 500,
    VMPPMax: 1500,
    VAbsMax: 1500,
    EfficMax: 99.01,
    EfficEuro: 98.49,
    FResNorm: 0.0,
    MonoTri: 'Tri',
    PNomDC: 253.0,
    PMaxDC: 375.0,
    IMaxDC: 360.0,
    IMaxAC: 199.0,
  },
} as const;

const text = (name: string) => decodePvsystBytes(readFileSync(join(folder, name)));

/** The block's values for pvlib's keys: numbers as numbers, other values as text. */
function valuesOf(block: Parameters<typeof numberValue>[0], reference: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(reference).map(([key, value]) => [
      key,
      typeof value === 'number' ? numberValue(block, key) : textValue(block, key),
    ]),
  );
}

describe.skipIf(!hasFixtures)('PVsyst fixtures (../shared/fixtures/pvsyst) against pvlib read_panond', () => {
  it('reads every value of the PAN file that pvlib reads, exactly', () => {
    // Act
    const parsed = parsePvsyst(text(PAN));
    // Assess
    if (!parsed.ok) throw new Error(parsed.reason);
    expect(valuesOf(parsed.root, PVLIB.module)).toEqual(PVLIB.module);
    expect(valuesOf(findBlock(parsed.root, 'pvCommercial'), PVLIB.moduleCommercial)).toEqual(
      PVLIB.moduleCommercial,
    );
  });

  it('maps the PAN file to the product’s panel in the product’s units, with the IAM profile', () => {
    // Act
    const result = readPvsystText(PAN, text(PAN));
    // Assess
    if (!result.ok) throw new Error(result.reason);
    const { module, moduleCommercial } = PVLIB;
    expect(result.read).toMatchObject({ kind: 'module', version: '7.2' });
    expect(result.read.panel).toEqual({
      manufacturer: moduleCommercial.Manufacturer,
      componentmodelname: moduleCommercial.Model,
      componentlength: moduleCommercial.Height,
      componentwidth: moduleCommercial.Width,
      wafermaterial: 'mono',
      peakpower: module.PNom,
      mppvoltage: module.Vmp,
      mppcurrent: module.Imp,
      allowedvoltage: module.VMaxIEC,
      // 550 W / (2.278 m × 1.134 m × 1000 W/m²) = 21.291 %
      efficiency: 21.29,
      opencircuitvoltage: module.Voc,
      shortcircuitcurrent: module.Isc,
      // −128 mV/°C ÷ (49.9 V × 10) = −0.25651 %/°C; 7.28 mA/°C ÷ (14 A × 10) = 0.052 %/°C
      tempcoefficientvoc: -0.2565,
      tempcoefficientvocunit: '%/℃',
      tempcoefficientisc: 0.052,
      tempcoefficientiscunit: '%/℃',
      tempCoefficientPmax: module.muPmpReq,
      // NDiode, kept for the electrical effect of shade.
      bypassDiodes: module.NDiode,
      // BifacialityFactor, kept for the rear side [MNT-3].
      bifacialityFactor: module.BifacialityFactor,
    });
    expect(result.read.moduleExtras).toEqual({
      technology: module.Technol,
      cellsInSeries: module.NCelS,
      cellsInParallel: module.NCelP,
      bypassDiodes: module.NDiode,
      bifacialityFactor: module.BifacialityFactor,
      iamProfile: PVLIB.iamProfile.map(([angleDeg, factor]) => ({ angleDeg, factor })),
    });
    expect(result.read.warnings.map((warning) => warning.key)).toEqual([
      'efficiencyComputed',
      'coefficientsConverted',
      'iamNotKept',
    ]);
  });

  it('reads every value of the OND file (UTF-8 with a byte order mark) that pvlib reads, exactly', () => {
    // Act
    const parsed = parsePvsyst(text(OND));
    // Assess
    if (!parsed.ok) throw new Error(parsed.reason);
    expect(valuesOf(parsed.root, PVLIB.inverter)).toEqual(PVLIB.inverter);
    expect(valuesOf(findBlock(parsed.root, 'pvCommercial'), PVLIB.inverterCommercial)).toEqual(
      PVLIB.inverterCommercial,
    );
    expect(valuesOf(findBlock(parsed.root, 'TConverter'), PVLIB.converter)).toEqual(PVLIB.converter);
  });

  it('maps the OND file to the product’s inverter in the product’s units', () => {
    // Act
    const result = readPvsystText(OND, text(OND));
    // Assess
    if (!result.ok) throw new Error(result.reason);
    const { converter, inverterCommercial: commercial } = PVLIB;
    expect(result.read).toMatchObject({ kind: 'inverter', version: '6.81' });
    expect(result.read.inverter).toEqual({
      modelname: commercial.Model,
      vendor: commercial.Manufacturer,
      mainsvoltype: 'Three-Phase',
      // From the remarks: 'Protection: -30 - +60, IP 66:  outdoor installable'.
      protectionclass: 'IP66',
      sizelength: commercial.Width * 1000,
      sizewidth: commercial.Depth * 1000,
      sizeheight: commercial.Height * 1000,
      weight: commercial.Weight,
      maxeffec: converter.EfficMax,
      europeeffec: converter.EfficEuro,
      maxdcpower: String(converter.PMaxDC * 1000),
      maxdcvoltage: String(converter.VAbsMax),
      // 360 A of the inverter over 12 MPPTs; 375 kW likewise; 36 inputs over 12 MPPTs.
      maxdccurrent: '30',
      maxmppt: '31250',
      mppnumberofstrings: '3',
      mppvoltagerangemin: converter.VMppMin,
      mppvoltagerangemax: converter.VMPPMax,
      mpptcount: PVLIB.inverter.NbMPPT,
      nominalgridvoltage: String(converter.VOutConv),
      ratedacoutputpower: converter.PNomConv * 1000,
      maxacpower: converter.PMaxOUT * 1000,
      maxaccurrent: converter.IMaxAC,
    });
    expect(result.read.inverterExtras).toEqual({
      phases: converter.MonoTri,
      inputs: PVLIB.inverter.NbInputs,
      nominalDcPowerKw: converter.PNomDC,
      transformer: PVLIB.inverter.Transfo,
    });
    // FResNorm = 0: the nominal frequency is not in the file, nor are the grid windows.
    expect(result.read.warnings).toEqual([
      { key: 'perMpptDivided', params: { count: 12 } },
      { key: 'notInOnd', fields: ['gridVoltageWindow', 'gridFrequencyWindow', 'nominalgridfrequency'] },
    ]);
  });
});
