/**
 * Times on the account's clock: the account's time zones are fixed offsets from UTC
 * (shared/constants/timezones), so a time is shifted by the offset and formatted in UTC.
 */
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '@/lib/format';

describe('formatDateTime and formatDate on the account’s clock', () => {
  it('shows 23:26 UTC as 07:26 the next day in Beijing (UTC+8), in both languages', () => {
    expect(formatDateTime('2026-11-25T23:26:48.599Z', 'en', 8)).toBe('Nov 26, 2026, 7:26 AM');
    expect(formatDateTime('2026-11-25T23:26:48.599Z', 'zh-CN', 8)).toBe('2026年11月26日 07:26');
    expect(formatDate(new Date('2026-11-25T23:26:48.599Z'), 'en', 8)).toBe('November 26, 2026');
  });

  it('takes half- and quarter-hour and western zones: UTC+5:45, UTC−9:30, UTC', () => {
    expect(formatDateTime('2026-11-25T23:26:00Z', 'en', 5.75)).toBe('Nov 26, 2026, 5:11 AM');
    expect(formatDateTime('2026-11-25T03:26:00Z', 'en', -9.5)).toBe('Nov 24, 2026, 5:56 PM');
    expect(formatDateTime(Date.UTC(2026, 10, 25, 23, 26), 'en', 0)).toBe('Nov 25, 2026, 11:26 PM');
  });

  it('keeps a text that is no date as it is', () => {
    expect(formatDateTime('soon', 'en', 8)).toBe('soon');
  });
});
