/**
 * The PV arrays table [REP-1]: each array's panel, count, peak power, tilt and azimuth, its
 * mounting and rear side [MNT-1] [MNT-3], the ground's albedo under them and its preset [MNT-4], and the
 * drawing of a roof-drawn array (its picture stored for the report) beside the table, over the
 * user's roof image where the array was drawn on one.
 */
import './pv-arrays-section.css';
import { DEFAULT_ALBEDO } from '@pvd/shared/pv/irradiance/ground-diffuse';
import { useTranslation } from 'react-i18next';
import { useReportFormat } from '../../hooks/use-report-format';
import type { ReportData } from '../../model/report-data';
import { roofImageBox } from '../../model/roof-backdrop';
import { ReportImage, ReportSection, ReportTable } from '../report-parts';

type ReportArray = ReportData['pvarray'][number];

/**
 * A drawn array's picture; with a roof image, the image lies under it where the drawer placed it
 * and the picture is multiplied over it (its white ground lets the roof show through).
 */
function DrawingFigure({ array, location }: { array: ReportArray; location: ReportData['mapLocation'] }) {
  const { t } = useTranslation('report');
  const name = array.pvarrayname;
  const roof = roofImageBox(array, location);
  const picture = (
    <ReportImage
      task={`roof-${array.id}`}
      className={roof ? 'report-drawing-panels' : undefined}
      src={array.roofDrawingImg!}
      alt={t('arrays.drawing', { name })}
    />
  );
  return (
    <figure className="report-drawing">
      {roof ? (
        <div className="report-drawing-stack">
          <ReportImage
            task={`roof-image-${array.id}`}
            className="report-drawing-roof"
            src={roof.url}
            alt={t('arrays.roofImage', { name })}
            style={{
              left: `${roof.left * 100}%`,
              top: `${roof.top * 100}%`,
              width: `${roof.width * 100}%`,
              height: `${roof.height * 100}%`,
              transform: `rotate(${roof.rotationDeg}deg)`,
            }}
          />
          {picture}
        </div>
      ) : (
        picture
      )}
      <figcaption>{t(roof ? 'arrays.drawingOnRoof' : 'arrays.drawing', { name })}</figcaption>
    </figure>
  );
}

/**
 * How the array was made, as the editor names it: entered by hand, or drawn on the roof plan, on
 * a roof image or on the satellite map (the backdrop it was drawn on) [REP-7].
 */
function arrayWay(array: ReportArray) {
  if (array.insertway !== 2) return 'arrays.manual' as const;
  const backdrop = array.layout?.loadMapWay ?? 'plan';
  if (backdrop === 'plan') return 'arrays.drawnOnPlan' as const;
  if (backdrop === 'image') return 'arrays.drawnOnImage' as const;
  return 'arrays.drawnOnMap' as const;
}

/** The array's mounting and rear side as the report says them [MNT-1] [MNT-3]. */
function MountingNote({ array }: { array: ReportArray }) {
  const { t } = useTranslation('report');
  const f = useReportFormat();
  const mounting = array.mounting ?? { kind: 'fixed' as const };
  let text: string;
  if (mounting.kind === 'east-west') {
    text = t('arrays.mounting.east-west', {
      tilt: f.number(array.inclination, 1),
      a: f.number(array.azimuth, 0),
      b: f.number((array.azimuth + 180) % 360, 0),
      gap: f.number(mounting.gapM, 2),
    });
  } else if (mounting.kind === 'single-axis') {
    text = t('arrays.mounting.single-axis', {
      axisAzimuth: f.number(mounting.axisAzimuth, 0),
      axisTilt: f.number(mounting.axisTilt, 1),
      maxAngle: f.number(mounting.maxAngle, 0),
      gcr: f.number(mounting.gcr, 2),
      backtrack: t(mounting.backtrack ? 'arrays.mounting.backtrack' : 'arrays.mounting.noBacktrack'),
    });
  } else text = t('arrays.mounting.fixed');
  const factor = array.panel.bifacialityFactor;
  return (
    <span className="report-cell-note" data-testid="report-array-mounting">
      {text}
      {array.bifacial && factor ? (
        <>
          <br />
          {t('arrays.mounting.bifacial', {
            factor: f.number(factor, 2),
            height: f.number(array.bifacial.heightM, 2),
          })}
        </>
      ) : null}
    </span>
  );
}

/**
 * The albedo the yield was computed with [MNT-4]: the project's, its preset named, 12 monthly
 * values as their range; without a ground section the engine's 0.2.
 */
function AlbedoNote({ ground }: { ground: ReportData['ground'] }) {
  const { t } = useTranslation('report');
  const f = useReportFormat();
  let text: string;
  if (!ground) text = t('arrays.albedo.default', { value: f.number(DEFAULT_ALBEDO, 2) });
  else if (typeof ground.albedo === 'number')
    text = t('arrays.albedo.year', { value: f.number(ground.albedo, 2) });
  else {
    const min = Math.min(...ground.albedo);
    const max = Math.max(...ground.albedo);
    text = t('arrays.albedo.months', { min: f.number(min, 2), max: f.number(max, 2) });
  }
  const preset = ground?.presetId ? t(`arrays.albedo.presets.${ground.presetId}`) : null;
  return (
    <p className="report-note" data-testid="report-albedo">
      {preset ? t('arrays.albedo.withPreset', { text, preset }) : text}
    </p>
  );
}

export function PvArraysSection({ data }: { data: ReportData }) {
  const { t } = useTranslation('report');
  const f = useReportFormat();
  const drawn = data.pvarray.filter((array) => array.roofDrawingImg);
  return (
    <ReportSection name="pv-arrays" title={t('arrays.title')}>
      <ReportTable
        caption={t('arrays.title')}
        columns={[
          { label: t('arrays.name') },
          { label: t('arrays.panel') },
          { label: t('arrays.count'), numeric: true },
          { label: t('arrays.peak'), numeric: true },
          { label: t('arrays.tilt'), numeric: true },
          { label: t('arrays.azimuth'), numeric: true },
        ]}
      >
        {data.pvarray.map((array) => (
          <tr key={array.id}>
            <th scope="row">
              {array.pvarrayname}
              <span className="report-cell-note">{t(arrayWay(array))}</span>
              <MountingNote array={array} />
            </th>
            <td>
              {`${array.panel.manufacturer} ${array.panel.componentmodelname}`}
              <span className="report-cell-note">
                {t('arrays.panelValue', {
                  power: f.number(array.panel.peakpower, 0),
                  efficiency: f.number(array.panel.efficiency, 1),
                })}
              </span>
            </td>
            <td className="report-number">{f.number(array.panelcount, 0)}</td>
            <td className="report-number">{f.quantity(array.peakpower, 2, 'kWp')}</td>
            <td className="report-number">{f.quantity(array.inclination, 1, '°')}</td>
            <td className="report-number">{f.quantity(array.azimuth, 1, '°')}</td>
          </tr>
        ))}
      </ReportTable>
      <AlbedoNote ground={data.ground} />
      {drawn.length > 0 && (
        <div className="report-drawings">
          {drawn.map((array) => (
            <DrawingFigure key={array.id} array={array} location={data.mapLocation} />
          ))}
        </div>
      )}
      {drawn.length > 0 && <p className="report-note">{t('arrays.drawingNote')}</p>}
    </ReportSection>
  );
}
