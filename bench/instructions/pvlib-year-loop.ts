/**
 * The pvlib-year bench's whole year, run N times in one process, for counting instructions with
 * callgrind. Wall times on the shared 2-core machine swing with its load; instruction counts do
 * not, so a change to the engine is judged by both. Usage (the bundle keeps tsx's transpiler out
 * of the count; N = 0 gives the fixed cost of start-up and reading the file, to subtract):
 *
 * ```sh
 * npx esbuild bench/instructions/pvlib-year-loop.ts --bundle --platform=node --format=esm \
 *   --outfile=/tmp/pvlib-year-loop.mjs
 * valgrind --tool=callgrind --callgrind-out-file=/dev/null node /tmp/pvlib-year-loop.mjs 0
 * valgrind --tool=callgrind --callgrind-out-file=/dev/null node /tmp/pvlib-year-loop.mjs 50
 * ```
 * (instructions per year) = (Ir of 50 − Ir of 0) / 50, Ir as printed in callgrind's summary.
 */
import { simulateArrayYear } from '../../shared/pv/simulation/array-year';
import { arraySetupOf } from '../../shared/pv/simulation/run-report';
import { computeSunPositions } from '../../shared/pv/solar-position/sun-positions';
import { PVWATTS_CASE } from '../../tests/shared/pv/support/pvwatts-case';
import { freshCopy, referenceOrSyntheticYear } from '../support/weather-year';

const years = Number(process.argv[2] ?? 10);
const { weather } = referenceOrSyntheticYear();
const setup = arraySetupOf({ ...PVWATTS_CASE });
let total = 0;
for (let run = 0; run < years; run++) {
  // New arrays each run, as in the bench: nothing memoised is reused.
  const copy = freshCopy(weather);
  total += simulateArrayYear(setup, copy, computeSunPositions(copy)).acEnergy.annual;
}
console.log(JSON.stringify({ years, annualAcMean: years ? total / years : 0 }));
