/**
 * The pvlib-year bench's whole year, run N times in one process, for counting instructions with
 * callgrind. Wall times on the shared 2-core machine swing with its load; instruction counts do
 * not, so a change to the engine is judged by both. Usage, run by tsx as `npm run bench` runs
 * the sections (a bundle would count something else: esbuild turns module-level `const` into
 * `var`, which V8 cannot fold, and the hot loops over the SPA tables take about twice as long):
 *
 * ```sh
 * valgrind --tool=callgrind --callgrind-out-file=/dev/null \
 *   node --import tsx bench/instructions/pvlib-year-loop.ts 50
 * valgrind --tool=callgrind --callgrind-out-file=/dev/null \
 *   node --import tsx bench/instructions/pvlib-year-loop.ts 100
 * ```
 * (instructions per year) = (Ir of 100 − Ir of 50) / 50, Ir as callgrind's summary prints it
 * ("Collected"). Both runs pay start-up, transpiling, reading the file and the JIT's compilation
 * of the hot code, so the difference is the steady year alone; N = 0 would leave the
 * compilation in it.
 */
import { climateSunPositions } from '../../shared/pv/engine/climate';
import { simulateArrayYear } from '../../shared/pv/simulation/array-year';
import { arraySetupOf } from '../../shared/pv/simulation/run-report';
import { PVWATTS_CASE } from '../cases/pvwatts-case';
import { freshCopy, referenceOrSyntheticYear } from '../support/weather-year';

const years = Number(process.argv[2] ?? 10);
const { weather, description } = referenceOrSyntheticYear();
const setup = arraySetupOf({ ...PVWATTS_CASE });
let total = 0;
for (let run = 0; run < years; run++) {
  // New arrays each run, as in the bench: nothing memoised is reused; the engine's climate
  // year's positions (irradiated records only), as the bench's year.
  const copy = freshCopy(weather);
  const sun = climateSunPositions(copy);
  total += simulateArrayYear(setup, copy, sun).acEnergy.annual;
}
console.log(JSON.stringify({ years, annualAcMean: years ? total / years : 0, weather: description }));
