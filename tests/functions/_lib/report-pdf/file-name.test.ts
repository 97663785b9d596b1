import {
  attachmentDisposition,
  callerClockOffsetHours,
  fileTimestamp,
  MAX_NAME_CHARACTERS,
  reportFileName,
  safeNamePart,
} from '@pvd/functions/_lib/report-pdf/file-name';
import { describe, expect, it } from 'vitest';

const INSTANT = new Date('2026-11-25T17:04:09.500Z');

describe('callerClockOffsetHours', () => {
  it('takes the account’s time zone when it is a known code', () => {
    expect(callerClockOffsetHours('zh-CN', 'UP575')).toBe(5.75);
    expect(callerClockOffsetHours('en', 'UM35')).toBe(-3.5);
  });

  it('falls back to UTC+8 for zh-CN and UTC for en', () => {
    expect(callerClockOffsetHours('zh-CN')).toBe(8);
    expect(callerClockOffsetHours('en', 'not-a-zone')).toBe(0);
  });
});

describe('fileTimestamp', () => {
  it('writes year to second on the caller’s clock, crossing midnight and the year', () => {
    expect(fileTimestamp(INSTANT, 0)).toBe('20261125170409');
    expect(fileTimestamp(INSTANT, 8)).toBe('20261126010409');
    expect(fileTimestamp(new Date('2026-12-31T23:30:00Z'), 5.75)).toBe('20270101051500');
    expect(fileTimestamp(new Date('2027-01-01T01:00:00Z'), -3.5)).toBe('20261231213000');
  });
});

describe('safeNamePart', () => {
  it('keeps Chinese and ordinary punctuation', () => {
    expect(safeNamePart('杭州 家庭光伏 4.9 kW (南屋顶)')).toBe('杭州 家庭光伏 4.9 kW (南屋顶)');
  });

  it('turns path separators, reserved and control characters into one _ per run', () => {
    expect(safeNamePart('../a/b\\c:d*e?f"g<h>i|j')).toBe('_a_b_c_d_e_f_g_h_i_j');
    expect(safeNamePart('line\r\nbreak\u0000\u007f\u0085end')).toBe('line_break_end');
  });

  it('turns text-direction controls and line separators into _ (a stored name may predate the API refusing them)', () => {
    expect(safeNamePart('Invoice\u202Efdp.exe')).toBe('Invoice_fdp.exe');
    expect(safeNamePart('a\u2066b\u2069c\u202Ad\u2028e')).toBe('a_b_c_d_e');
  });

  it('drops leading and trailing dots and spaces, and names an empty result', () => {
    expect(safeNamePart('  .hidden name. ')).toBe('hidden name');
    expect(safeNamePart(' ... ')).toBe('report');
    expect(safeNamePart('')).toBe('report');
  });

  it('caps the length in characters without splitting a character', () => {
    const long = '光'.repeat(MAX_NAME_CHARACTERS + 20);
    expect(Array.from(safeNamePart(long))).toHaveLength(MAX_NAME_CHARACTERS);
    const emoji = '☀️🌞'.repeat(60);
    const capped = safeNamePart(emoji);
    expect(Array.from(capped).length).toBeLessThanOrEqual(MAX_NAME_CHARACTERS);
    // encodeURIComponent throws on a lone surrogate (half a character).
    expect(() => encodeURIComponent(capped)).not.toThrow();
  });
});

describe('reportFileName', () => {
  it('is <yyyyMMddHHmmss>_<safe name>.pdf', () => {
    expect(reportFileName('杭州/家庭', INSTANT, 8)).toBe('20261126010409_杭州_家庭.pdf');
  });
});

describe('attachmentDisposition', () => {
  it('gives an ASCII fallback and the UTF-8 name in RFC 5987 form', () => {
    const disposition = attachmentDisposition("20261126010409_杭州 O'Neil (1).pdf");
    expect(disposition).toBe(
      'attachment; filename="20261126010409___ O\'Neil (1).pdf"; ' +
        "filename*=UTF-8''20261126010409_%E6%9D%AD%E5%B7%9E%20O%27Neil%20%281%29.pdf",
    );
  });

  it('decodes back to the name', () => {
    const name = '20261126010409_家庭光伏 4.9 kW.pdf';
    const encoded = attachmentDisposition(name).split("filename*=UTF-8''")[1]!;
    expect(decodeURIComponent(encoded)).toBe(name);
  });
});
