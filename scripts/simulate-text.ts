/** The command line's text report (`scripts/simulate.ts` without --json): one line per quantity. */
import type { RunReport } from '../shared/pv/simulation/run-report';

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
    ...(report.shading?.electricalPoaMonthly
      ? [
          `electrical  POA ${f(report.shading.electricalPoaAnnual!)} kWh/m²  [${report.shading.electricalPoaMonthly.map((m) => f(m)).join(' ')}]`,
        ]
      : []),
    ...(report.horizon
      ? [
          `horizon     POA ${f(report.horizon.poaAnnual)} kWh/m²  [${report.horizon.poaMonthly.map((m) => f(m)).join(' ')}]; lost: beam ${f(report.horizon.beamLossAnnual)}, sky diffuse ${f(report.horizon.diffuseLossAnnual)} kWh/m²; sky view hidden ${f(100 * report.horizon.skyViewBlockedFraction, 2)} %`,
        ]
      : []),
    ...(report.scene
      ? [
          `scene       ${report.scene.panels.length} panels: mean POA ${f(report.scene.poaAnnualMean)} kWh/m²; loss ${f(report.scene.linearLossPercent, 2)} % linear, ${f(report.scene.electricalLossPercent, 2)} % electrical`,
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
