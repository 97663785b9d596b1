/**
 * The typical week's text alternative [LOAD-5]: each weekday, Monday first, with its mean and
 * peak power in the site's language, what a screen reader reads instead of the drawing.
 */
import { describe, expect, it } from 'vitest';
import { typicalWeekSummary, weekdayNames } from '@/lib/charts/typical-week-chart';

describe('typical week chart', () => {
  it('names the days Monday first in both languages', () => {
    expect(weekdayNames('en')).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(weekdayNames('zh-CN')[0]).toBe('周一');
  });

  it('says each day’s mean and peak', () => {
    const week = Array.from({ length: 7 }, (_, day) => (day < 5 ? [1, 3] : [1, 2]));
    expect(typicalWeekSummary(week, 'Load', 'en')).toBe(
      'Load: Mon 2 kW / 3 kW, Tue 2 kW / 3 kW, Wed 2 kW / 3 kW, Thu 2 kW / 3 kW, Fri 2 kW / 3 kW, Sat 1.5 kW / 2 kW, Sun 1.5 kW / 2 kW',
    );
  });
});
