/**
 * The report's surroundings page [SUR-10], only for a project with surroundings: the sun-path
 * diagram seen from the first drawn array's centre (the project's pin without a drawn array), the
 * shade map of each array with obstacles (the obstacles drawn, the roof drawer's colour classes
 * and their legend), and the shading losses by month.
 */

import { planFrame } from '@pvd/shared/layout/plan-view';
import type { Point } from '@pvd/shared/layout/types';
import { engineSite } from '@pvd/shared/project/record/location';
import { horizonOf, keepOutOutlines, obstaclesInPlan } from '@pvd/shared/project/record/surroundings';
import type { SurroundingsReport } from '@pvd/shared/project/report/shading-results';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ShadeLegend } from '@/components/shade-legend';
import { monthNames } from '@/lib/charts/months';
import { useReadyTask } from '../../hooks/report-ready';
import { useReportFormat } from '../../hooks/use-report-format';
import type { ReportData } from '../../model/report-data';
import { ReportSection, ReportTable } from '../report-parts';
import { ShadeMapPicture } from './surroundings-shade-map';
import { SunPathChart } from './surroundings-sun-path-chart';

const STEPS = ['horizon', 'nearShading', 'rows', 'electrical'] as const;

export function SurroundingsSection({ data, report }: { data: ReportData; report: SurroundingsReport }) {
  const { t } = useTranslation('report');
  const f = useReportFormat();
  const drawnSunPath = useReadyTask('chart:sun-path');
  const site = useMemo(() => engineSite(data.mapLocation), [data.mapLocation]);
  const obstacles = useMemo(
    () => obstaclesInPlan(report.surroundings.obstacles, planFrame(site)),
    [report.surroundings.obstacles, site],
  );
  const horizon = useMemo(() => horizonOf(report.surroundings), [report.surroundings]);
  const outlines = useMemo(() => keepOutOutlines(obstacles), [obstacles]);
  const centre = report.arrayCentres[0] ?? { x: 0, y: 0 };
  const arrayName = (id: string) => data.pvarray.find((array) => array.id === id)?.pvarrayname ?? id;
  const months = monthNames(f.language);
  return (
    <>
      <ReportSection name="sun-path" title={t('surroundings.sunPathTitle')}>
        <div className="report-chart">
          <SunPathChart
            site={site}
            horizon={horizon}
            obstacles={obstacles}
            centre={centre}
            language={f.language}
            labels={{
              azimuth: t('surroundings.azimuth'),
              elevation: t('surroundings.elevation'),
              horizon: t('surroundings.horizon'),
              obstacles: t('surroundings.obstacles'),
              description: t('surroundings.sunPathDescription'),
            }}
            onDrawn={drawnSunPath}
          />
        </div>
        <p className="report-note">{t('surroundings.sunPathNote')}</p>
      </ReportSection>
      {report.shadeMaps.length > 0 && (
        <ReportSection name="shade-map" title={t('surroundings.shadeMapTitle')}>
          <div className="report-shade-maps">
            {report.shadeMaps.map((map) => (
              <ShadeMapFigure
                key={map.pvArrayId}
                map={map}
                obstacles={outlines}
                name={arrayName(map.pvArrayId)}
              />
            ))}
          </div>
          <ShadeLegend direction="row" textClassName="report-note" />
          <p className="report-note">{t('surroundings.shadeMapNote')}</p>
        </ReportSection>
      )}
      <ReportSection name="shading-losses" title={t('surroundings.lossesTitle')}>
        <ReportTable
          caption={t('surroundings.lossesTitle')}
          variant="compact"
          columns={[
            { label: t('surroundings.month') },
            ...STEPS.map((step) => ({ label: t(`surroundings.step.${step}`), numeric: true })),
          ]}
        >
          {months.map((month, m) => (
            <tr key={month}>
              <th scope="row">{month}</th>
              {STEPS.map((step) => (
                <td key={step} className="report-number">
                  {f.quantity(report.shading.monthly[step][m], 2, '%')}
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row">{t('surroundings.year')}</th>
            {STEPS.map((step) => (
              <td key={step} className="report-number">
                {f.quantity(report.shading.annual[step], 2, '%')}
              </td>
            ))}
          </tr>
        </ReportTable>
        {report.shading.nearShadingState === 'tooManyPanels' && (
          <p className="report-note">{t('surroundings.tooManyPanels')}</p>
        )}
      </ReportSection>
    </>
  );
}

interface ShadeMapFigureProps {
  map: SurroundingsReport['shadeMaps'][number];
  obstacles: readonly (readonly Point[])[];
  name: string;
}

function ShadeMapFigure({ map, obstacles, name }: ShadeMapFigureProps) {
  const { t } = useTranslation('report');
  const drawn = useReadyTask(`chart:shade-map:${map.pvArrayId}`);
  return (
    <figure className="report-shade-map-figure">
      <ShadeMapPicture
        map={map}
        obstacles={obstacles}
        label={t('surroundings.shadeMapOf', { name })}
        north={t('surroundings.north')}
        onDrawn={drawn}
      />
      <figcaption>{name}</figcaption>
    </figure>
  );
}
