/** The command line's help text (scripts/simulate.ts). */

import { METER_UNITS } from '../shared/load/meter-file/choices';
import { TYPICAL_SHAPE_IDS } from '../shared/load/typical-shapes/ids';
import { IAM_MODELS } from '../shared/pv/iam';
import { DEFAULT_ALBEDO } from '../shared/pv/irradiance/ground-diffuse';
import { TRANSPOSITION_MODELS } from '../shared/pv/irradiance/sky-diffuse';
import { FALLBACK_TEMP_COEFFICIENT_PMAX } from '../shared/pv/power/wafer-material';
import { DEFAULT_TEMPERATURE_MODEL, TEMPERATURE_MODELS } from '../shared/pv/temperature';
import { climateZones } from '../shared/pv/uncertainty/interannual';
import { DEFAULT_ROUND_TRIP_EFFICIENCY } from '../shared/storage/battery';
import { STEP_CSV_COLUMNS } from './simulate-storage-csv';
import { STRATEGIES } from './simulate-storage-options';

export const USAGE = `Usage: node dist/cli/simulate.mjs --weather FILE [options] [--json]
       node dist/cli/simulate.mjs --load FILE [--load-… options] [--json]
       node dist/cli/simulate.mjs --load FILE [--weather FILE [array options] | --pv FILE]
         [--tariff FILE.json] [--battery-kwh C --battery-kw P [--round-trip R] [--soc-min-kwh M]
         [--strategy S] [--grid-charging] [--peak-target-kw Z]] [--export-limit-kw X]
         [--import-limit-kw Y] [--hourly-csv OUT] [--json]
       (or npm run simulate -- --weather FILE …, which rebuilds the bundle when stale)

  --weather FILE          weather file (required without --load): EPW, NSRDB TMY3 csv (NREL or SolarAnywhere),
                          NREL TMY2, NSRDB PSM3/PSM4 csv (hourly or 30-minute), PVGIS TMY json or csv
  --tilt DEG              plane tilt, 0-90 (default 30)
  --azimuth DEG           plane azimuth clockwise from north, 180 = south (default 180; 0 south of the equator)
  --transposition MODEL   ${TRANSPOSITION_MODELS.join('|')} (default perez)
  --albedo X              ground reflectance, 0-1 (default ${DEFAULT_ALBEDO}), or 12 monthly values
                          comma-separated, January first
  --kwp X                 array DC capacity [kWp] (default 1)
  --gamma X               temperature coefficient of power [%/°C] (default ${FALLBACK_TEMP_COEFFICIENT_PMAX})
  --temp-model NAME       ${TEMPERATURE_MODELS.join('|')} (default ${DEFAULT_TEMPERATURE_MODEL})
  --iam MODEL             ${IAM_MODELS.join('|')} (default physical)
  --inverter MODEL        pvwatts|efficiency (default pvwatts)
  --inverter-eff X        pvwatts: nominal efficiency; efficiency: maximum efficiency (default 0.96 / 0.98)
  --inverter-euro-eff X   efficiency: European efficiency (default inverter-eff − 0.005)
  --ac-kw X               inverter rated AC power [kW] (default = kwp)
  --losses none|default   system losses: none, or the loss step's defaults (default: default)
  --collector-width M     rows: collector width along the slope of a row [m] (with --pitch)
  --pitch M               rows: row pitch, horizontal distance from a row to the next [m]
                          (with --collector-width; more than width × cos tilt). Both given:
                          row-to-row shading (pvlib shaded_fraction1d for the beam, Passias for
                          the sky diffuse) and a 'shading' result [kWh/m²]
  --blocks N              rows: bypass-diode blocks across a collector (landscape) or a module
                          (portrait), 1-30; with --orientation: adds the electrical effect
                          (Martinez, pvlib direct_martinez) to 'shading' [kWh/m²]
  --orientation O         rows: landscape|portrait (with --blocks)
  --height M              bifacial rows: height of the collector's centre above the ground [m]
                          (with --collector-width, --pitch and --bifaciality)
  --bifaciality X         bifacial rows: rear over front efficiency, 0-1. With --height: front and
                          rear by the infinite-sheds model (pvlib infinite_sheds; isotropic or
                          haydavies sky, haydavies for perez), the DC model fed front +
                          bifaciality × (1 + shade factor) × rear, and a 'bifacial' result [kWh/m²]
  --shade-factor X        bifacial rows: rear light lost to racking and mismatch, −1..1 (default −0.02)
  --transmission-factor X bifacial rows: rear light lost to the module's own parts, −1..1 (default 0)
  --horizon FILE          far horizon, CSV with header horizon_azimuth,horizon_elevation (degrees,
                          azimuth clockwise from north): a 'horizon' result for the plane [kWh/m²]
  --scene FILE            panels and obstacles, JSON in metres (x east, y north, z up): panels
                          [{id, center [x,y,z], width (along the row), length (up the slope),
                          tilt, azimuth}], obstacles [{id, kind: 'box', footprint [[x,y]...],
                          base, height} | {id, kind: 'cylinder', center [x,y], radius, base,
                          height} | {id, kind: 'wall', path [[x,y]...], closed, thickness, base,
                          height}] (height above the base), strings [[panel ids]],
                          blocksPerPanel (default 3): a 'scene' result (per panel kWh/m² and hours
                          shaded; losses in % of the scene without obstacles; under --horizon's
                          horizon when given; --tilt and --azimuth do not apply to it)
  --optimum               also search the best tilt and azimuth
  --uncertainty           adds a 'yield' block: p50 (the annual AC energy), p90, p99 [kWh] and
                          sigma [%] for one year, p90TenYear, p99TenYear, sigmaTenYear for the
                          mean of 10 years; an uploaded weather file's default budget (irradiation
                          5 %, transposition 3, module rating 3, soiling 2, model 3, ageing
                          0.25 %/year; docs/uncertainty.md); with --weather or --project
  --interannual-sigma PCT with --uncertainty: the year-to-year σ of the irradiation, 0-20 [%]
                          (default: the climate zone's)
  --climate-zone ZONE     with --uncertainty: ${climateZones.join('|')} (default from the
                          latitude: tropical within 23.44°, cold from 45°, else temperate)
  --tracker single-axis   the panels on single-axis trackers instead of --tilt and --azimuth
                          (Anderson and Mikofski 2020, as pvlib tracking.singleaxis): POA and
                          energy of the tracked plane; not with rows, --horizon, --scene, --optimum.
                          A bifacial tracker: --collector-width W --pitch P --height H
                          --bifaciality B (GCR = W/P; --gcr left out or equal), the infinite-sheds
                          front and rear on the tracker's plane of each hour and a 'bifacial' result
  --axis-azimuth DEG      tracker axis azimuth clockwise from north, 180 = north-south (default 180)
  --axis-tilt DEG         tracker axis tilt, downward toward the axis azimuth (default 0)
  --max-angle DEG         largest rotation either way from flat, 0-90 (default 60)
  --gcr G                 ground coverage ratio: collector width over axis spacing, (0, 1]
                          (required with --tracker, but for a bifacial tracker's W/P)
  --backtrack             turn back toward flat so no row shades the next; without it the beam
                          the next row shades is reported in 'shading' [kWh/m²]
  --cross-axis-tilt DEG   cross-axis slope of the ground, right-handed about the axis (default 0)
  --project FILE          a saved project (getUserProjectBaseInfo's record): its report's generation
                          over the weather file, by the report's code (the array options do not apply)
  --load FILE             a meter data file: CSV, TSV, .xlsx or .xls of the
                          customer's consumption, long (a time, or a date and a time, a value a
                          row; e.g. time,kw: local interval start, mean kW) or a day a row of 24,
                          48 or 96 values; prints its 'load' block (annualKwh, measuredKwh, peakKw,
                          stepMinutes, steps, firstIntervalStart, coveredDays, filledSteps,
                          duplicateRows, partial …) and the choices it guessed ('needs')
  --load-unit UNIT        the values' unit when the file names none: ${METER_UNITS.join('|')}
  --load-stamps S         start|end: whether a time is the start or the end of its interval
  --load-date-order O     dmy|mdy: the order of day and month in dates such as 01/02/2023
  --load-time-zone ZONE   IANA zone of the file's local times (e.g. Europe/Berlin): daylight
                          saving undone; without it local times are taken as standard time
  --load-shape KIND       the kind of load a partial year is extended by (default the closest):
                          ${TYPICAL_SHAPE_IDS.join('|')}

  With --load and PV (--weather or --pv), a tariff or a battery: the year at the load's interval.
  --weather FILE          with --load: the array's PV (the array options above), the engine's hours
                          spread inside each hour by the clear-sky shape of the hour, on the load's
                          calendar by month, day and time; the load's times are taken to be on the
                          weather site's standard time
  --pv FILE               with --load, instead of --weather: a year of AC production in the load's
                          layouts (mean kW unless the file names its unit) at the load's interval
                          (another interval is refused, not resampled)
  --tariff FILE.json      {name, currency, periods: {NAME: {import, export?}}, export?, weekday:
                          12 × [24 period names], weekend?, demandChargePerKwMonth?, fixedPerMonth?}:
                          the first year's bills; without it no bill is printed
  --battery-kwh C         the battery's usable capacity [kWh]: a 'storage' block (the flows' sums,
                          cycles and, with --tariff, the bills without PV, with PV, with PV and battery)
  --battery-kw P          its charge and discharge power limit [kW] (required with --battery-kwh)
  --round-trip R          round-trip efficiency, 0-1 (default ${DEFAULT_ROUND_TRIP_EFFICIENCY})
  --soc-min-kwh M         the reserve always kept, 0 to C (default 0); the year starts at it
  --strategy S            ${STRATEGIES.join('|')} (default self-consumption;
                          the others need --tariff)
  --grid-charging         time-of-use, peak-shaving: the battery may charge from the grid
  --peak-target-kw Z      peak-shaving: keep each month's import under Z (default: the month's best)
  --export-limit-kw X     largest export, 0 for zero export; PV beyond it is curtailed (default none)
  --import-limit-kw Y     largest import: no grid charging above it, load imports above it counted
  --hourly-csv OUT        one row per step, the year's first step first, with the columns
                          ${STEP_CSV_COLUMNS.join(',')}
                          (kWh in the step, soc in kWh at its end, time the local start of the step)
  Without a battery a 'selfConsumption' block: PV used on site, exported, curtailed, imported,
  self-consumption ratio and self-sufficiency.

  --json                  print one JSON object
  --help                  this text`;
