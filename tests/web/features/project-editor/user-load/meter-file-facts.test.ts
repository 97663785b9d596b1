/**
 * What the meter file's preview says [LOAD-2]: the last reading's end (before a partial year's
 * extension), the gaps filled and how, a guess named with its source in the reader's language,
 * and the refusals worded from their code and row.
 */
import { describe, expect, it } from 'vitest';
import type { MeterFilePreview } from '@/features/project-editor/user-load/meter-file-api';
import { lastReadingEnd, meterFacts } from '@/features/project-editor/user-load/meter-file-facts';
import { meterRefusalText } from '@/features/project-editor/user-load/meter-file-refusal';
import { i18n, setLanguage } from '@/lib/i18n';
import { previewAnswer, quarterHourEnds } from './meter-file-support';

const preview = (choices = {}) =>
  previewAnswer(quarterHourEnds(), 'meter.csv', choices).data as MeterFilePreview;

describe('meter file facts', () => {
  it('end the readings at the last interval read, not at the end of the extended year', () => {
    // 31 days of quarter-hours from 2023-01-01 08:00 (as ends: 08:15 … 2023-02-01 08:00), the days
    // read run to the midnight after the last one.
    const { summary } = preview({ stamps: 'end' });
    expect(summary.partial).toBe(true);
    expect(lastReadingEnd(summary)).toBe('2023-02-02T00:00');
  });

  it('name each guess with its source, and the gaps with how they were filled, in Chinese', async () => {
    await setLanguage('zh-CN');
    const facts = meterFacts(preview(), i18n.getFixedT('zh-CN', 'editorBase'), 'zh-CN');
    const value = (id: string) => facts.find((fact) => fact.id === id)?.value;
    expect(value('stamps')).toBe('时段的开始（推测）');
    expect(value('unit')).toBe('kW（平均功率）（文件中注明）');
    expect(value('gaps')).toMatch(/^96 个时段/);
    await setLanguage('en');
  });

  it('word a refusal from its code and row, and a name refused before sending by its rule', () => {
    expect(
      meterRefusalText({ kind: 'reader', reason: 'negative', params: { row: 9, column: 'B "kW"' } }, 'en'),
    ).toBe(
      'Row 9, column B "kW" is negative. If this is a net meter, give the import and the export as two columns',
    );
    expect(meterRefusalText({ kind: 'rule', key: 'meterFileTooLarge' }, 'zh-CN')).toBe(
      '用电数据文件不能超过 20 MB',
    );
  });
});
