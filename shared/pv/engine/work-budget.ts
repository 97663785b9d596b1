/**
 * The engine's work budget for one request (ENGINE_MAX_ARRAY_YEARS hourly array-years), and the
 * error of a design beyond it, which the calls answer 118 'engineWorkTooLarge'.
 */
import { ENGINE_MAX_ARRAY_YEARS } from '../../constants/limits';
import { HOURS_PER_YEAR } from '../civil-calendar';

/**
 * A design beyond the engine's budget for one request (the calls answer it 118
 * 'engineWorkTooLarge' with these figures).
 */
export class EngineWorkTooLargeError extends Error {
  override name = 'EngineWorkTooLargeError';

  /**
   * @param arrayYears - The work asked, in hourly array-years (rounded up).
   * @param limit - The budget, ENGINE_MAX_ARRAY_YEARS.
   */
  constructor(
    readonly arrayYears: number,
    readonly limit: number = ENGINE_MAX_ARRAY_YEARS,
  ) {
    super(`the design asks ${arrayYears} hourly array-years of the engine, beyond its ${limit}`);
  }
}

/**
 * Refuses a simulation beyond the engine's budget for one request: arrays × records at most
 * ENGINE_MAX_ARRAY_YEARS hourly years, so no request can hold a function (or the local runtime)
 * for seconds.
 * @throws EngineWorkTooLargeError beyond it.
 */
export function checkWorkBudget(arrayCount: number, records: number): void {
  const arrayYears = (arrayCount * records) / HOURS_PER_YEAR;
  if (arrayYears > ENGINE_MAX_ARRAY_YEARS) throw new EngineWorkTooLargeError(Math.ceil(arrayYears));
}
