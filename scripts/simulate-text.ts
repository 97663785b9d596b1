/** The command line's texts (`scripts/simulate.ts`): its usage, and its report without --json, one line per quantity. */
import { IAM_MODELS } from '../shared/pv/iam';
import { DEFAULT_ALBEDO } from '../shared/pv/irradiance/ground-diffuse';
import { TRANSPOSITION_MODELS } from '../shared/pv/irradiance/sky-diffuse';
import { FALLBACK_TEMP_COEFFICIENT_PMAX } from '../shared/pv/power/wafer-material';
import type { RunReport } from '../shared/pv/simulation/run-report';
import { DEFAULT_TEMPERATURE_MODEL, TEMPERATURE_MODELS } from '../shared/pv/temperature';

export const USAGE = `Usage: node dist/cli/simulate.mjs --weather FILE [options] [--json]
       (or npm run simulate -- --weather FILE …, which rebuilds the bundle when stale)

  --weather FILE          weather file (required): EPW, NSRDB TMY3 csv (NREL or SolarAnywhere),
                          NREL TMY2, NSRDB PSM3/PSM4 csv (hourly or 30-minute), PVGIS TMY json or csv
  --tilt DEG              plane tilt, 0-90 (default 30)
  --azimuth DEG           plane azimuth clockwise from north, 180 = south (default 180; 0 south of the equator)
  --transposition MODEL   ${TRANSPOSITION_MODELS.join('|')} (default perez)
  --albedo X              ground reflectance, 0-1 (default ${DEFAULT_ALBEDO})
  --kwp X                 array DC capacity [kWp] (default 1)
  --gamma X               temperature coefficient of power [%/°C] (default ${FALLBACK_TEMP_COEFFICIENT_PMAX})
  --temp-model NAME       ${TEMPERATURE_MODELS.join('|')} (default ${DEFAULT_TEMPERATURE_MODEL})
  --iam MODEL             ${IAM_MODELS.join('|')} (default physical)
  --inverter MODEL        pvwatts|efficiency (default pvwatts)
  --inverter-eff X        pvwatts: nominal efficiency; efficiency: maximum efficiency (default 0.96 / 0.98)
  --inverter-euro-eff X   efficiency: European efficiency (default inverter-eff − 0.005)
  --ac-kw X               inverter rated AC power [kW] (default = kwp)
  --losses none|default   system losses: none, or the spec's defaults (default: default)
  --collector-width M     rows: collector width along the slope of a row [m] (with --pitch)
  --pitch M               rows: row pitch, horizontal distance from a row to the next [m]
                          (with --collector-width; more than width × cos tilt). Both given:
                          row-to-row shading (pvlib shaded_fraction1d for the beam, Passias for
                          the sky diffuse) and a 'shading' result [kWh/m²]
  --optimum               also search the best tilt and azimuth
  --project FILE          a saved project (getUserProjectBaseInfo's record): its report's generation
                          over the weather file, by the report's code (the array options do not apply)
  --json                  print one JSON object
  --help                  this text`;

/** [kWh/m²], [kWh], [°] with one decimal unless said. */
export function formatText(report: RunReport): string {
  const f = (x: number, digits = 1) => x.toFixed(digits);
  const lines = [
    `site        ${f(report.site.latitude, 4)}°, ${f(report.site.longitude, 4)}°, ${f(report.site.elevation, 0)} m, UTC${report.site.timezone >= 0 ? '+' : ''}${report.site.timezone}`,
    `weather     ${report.weather.source}: GHI ${f(report.weather.ghiAnnual)} kWh/m², DHI ${f(report.weather.dhiAnnual)}, DNI ${f(report.weather.dniAnnual)}; air ${f(report.weather.tempMin)}..${f(report.weather.tempMax)} °C (mean ${f(report.weather.tempMean)})`,
    `POA         ${f(report.poa.annual)} kWh/m²  [${report.poa.monthly.map((m) => f(m)).join(' ')}]`,
    ...(report.shading
      ? [
          `shading     POA ${f(report.shading.poaAnnual)} kWh/m²  [${report.shading.poaMonthly.map((m) => f(m)).join(' ')}]; lost: beam ${f(report.shading.beamLossAnnual)}, sky diffuse ${f(report.shading.diffuseLossAnnual)} kWh/m²`,
        ]
      : []),
    `energy      DC ${f(report.energy.dcAnnual)} kWh, AC ${f(report.energy.acAnnual)} kWh`,
    `AC monthly  [${report.energy.acMonthly.map((m) => f(m)).join(' ')}]`,
  ];
  if (report.optimum) {
    lines.push(
      `optimum     tilt ${f(report.optimum.tilt, 2)}°, azimuth ${f(report.optimum.azimuth, 2)}°: ${f(report.optimum.poaAnnual)} kWh/m²`,
    );
  }
  return lines.join('\n');
}
