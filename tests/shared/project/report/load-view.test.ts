/**
 * The load's view on the step, in the live results and in the report [LOAD-5]: a meter file's
 * kept preview as it is, else the figures spread by the named shape, and nothing without a load
 * or with figures the engine refuses.
 */
import { loadFilePreview } from '@pvd/shared/load/load-preview';
import { readMeterFile } from '@pvd/shared/load/meter-file/read';
import { projectLoadView } from '@pvd/shared/project/report/load-view';
import { quarterHourEnds } from '@tests/support/meter-files';
import { describe, expect, it } from 'vitest';

const figures = { daytimeLoadPowerRatio: 50, loadAnnualElectricityConsumption: 36_500 };

describe('projectLoadView', () => {
  it('gives a meter file’s kept figures, its name, interval and partial year, before any figures', () => {
    // Prepare
    const result = readMeterFile(new TextEncoder().encode(quarterHourEnds()), 'm.csv', { stamps: 'end' });
    if (!result.ok) throw new Error('the file was refused');
    const preview = loadFilePreview(result.load);
    const meterFile = {
      ...preview,
      id: 'l1',
      fileName: 'm.csv',
      stepMinutes: 15 as const,
      choices: { stamps: 'end' as const },
      savedAt: '2026-12-01T00:00:00.000Z',
    };
    // Act
    const view = projectLoadView({ proUserLoadInformation: figures, userLoad: { meterFile } });
    // Assess
    expect(view).toMatchObject({
      annualKwh: preview.summary.annualKwh,
      peakKw: preview.summary.peakKw,
      monthHourKw: preview.summary.monthHourKw,
      week: { kw: preview.summary.typicalWeekKw, stepMinutes: 15 },
      source: { kind: 'meterFile', fileName: 'm.csv', stepMinutes: 15, partial: true, coveredDays: 32 },
    });
  });

  it('spreads the figures by the shape named, hourly', () => {
    const view = projectLoadView({ proUserLoadInformation: figures, userLoad: { typicalShape: 'hotel' } });
    expect(view?.annualKwh).toBeCloseTo(36_500, 1);
    expect(view?.source).toEqual({ kind: 'typicalShape', shape: 'hotel' });
    expect(view?.week.stepMinutes).toBe(60);
  });

  it('is null without a load, with nothing consumed, or with a ratio the engine refuses', () => {
    expect(projectLoadView({ proUserLoadInformation: null })).toBeNull();
    expect(projectLoadView({ proUserLoadInformation: { daytimeLoadPowerRatio: 50 } })).toBeNull();
    expect(
      projectLoadView({
        proUserLoadInformation: { daytimeLoadPowerRatio: 120, loadAnnualElectricityConsumption: 1000 },
      }),
    ).toBeNull();
  });
});
