/**
 * Small PVsyst files written for the tests (a fresh clone has no ../shared/fixtures): a version 6
 * module of a made-up maker with accented names, an inverter, and ways to spoil them. Written as
 * PVsyst writes them: two spaces per level, `End of …` lines, CRLF line ends.
 */

/** A PVsyst 6 module file; `values` replaces or (with undefined) drops lines of the module. */
export function version6Pan(
  values: Record<string, string | undefined> = {},
  commercial: Record<string, string | undefined> = {},
): string {
  const lines = (entries: Record<string, string | undefined>, indent: string) =>
    Object.entries(entries)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => `${indent}${key}=${value}`);
  return [
    'PVObject_=pvModule',
    '  Version=6.83',
    '  Flags=$00900243',
    '',
    '  PVObject_Commercial=pvCommercial',
    ...lines(
      {
        Comment: 'Société Lumière',
        Flags: '$0041',
        Manufacturer: 'Société Lumière',
        Model: 'Éclat 300 M',
        Width: '0.992',
        Height: '1.650',
        ...commercial,
      },
      '    ',
    ),
    '  End of PVObject pvCommercial',
    ...lines(
      {
        Technol: 'mtSiPoly',
        NCelS: '60',
        NCelP: '1',
        NDiode: '3',
        PNom: '300.0',
        Isc: '9.700',
        Voc: '39.80',
        Imp: '9.180',
        Vmp: '32.70',
        muISC: '5.82',
        muVocSpec: '-123.0',
        muPmpReq: '-0.410',
        VMaxIEC: '1000',
        ...values,
      },
      '  ',
    ),
    'End of PVObject pvModule',
    '',
  ].join('\r\n');
}

/** A PVsyst 7 grid inverter file: 5 kW, two MPPTs, single phase, 50 Hz. */
export function smallOnd(converter: Record<string, string> = {}): string {
  const values: Record<string, string> = {
    PNomConv: '5.000',
    PMaxOUT: '5.500',
    VOutConv: '230.0',
    VMppMin: '90',
    VMPPMax: '520',
    VAbsMax: '600',
    EfficMax: '97.60',
    EfficEuro: '97.00',
    FResNorm: '50.00',
    MonoTri: 'Mono',
    PNomDC: '5.200',
    PMaxDC: '7.500',
    IMaxDC: '25.0',
    IMaxAC: '25.0',
    ...converter,
  };
  return [
    'PVObject_=pvGInverter',
    '  Version=7.4',
    '  PVObject_Commercial=pvCommercial',
    '    Manufacturer=Onda',
    '    Model=ONDA-5K-2M',
    '    Width=0.420',
    '    Height=0.350',
    '    Depth=0.170',
    '    Weight=12.500',
    '  End of PVObject pvCommercial',
    '  Converter=TConverter',
    ...Object.entries(values).map(([key, value]) => `    ${key}=${value}`),
    '  End of TConverter',
    '  NbInputs=2',
    '  NbMPPT=2',
    'End of PVObject pvGInverter',
  ].join('\r\n');
}

/**
 * The text's bytes in Windows-1252 (the ANSI code page PVsyst 6 writes): every character of the
 * tests' texts is in Latin-1, whose code points are the bytes.
 */
export function windows1252Bytes(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(text, (character) => {
    const code = character.codePointAt(0)!;
    if (code > 0xff) throw new Error(`${character} is not written in Windows-1252 here`);
    return code;
  });
}
