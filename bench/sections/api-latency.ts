/**
 * Login and queryAccountInfo latency at 20 concurrent requests on the local runtime (in memory).
 * Login is dominated by scrypt on purpose (N = 16384): it is the price of a slow password hash.
 */
import { BENCH_DEMO_PASSWORD, benchCall, benchRuntime, latencyPercentiles } from '../support/runtime';
import type { BenchSection } from '../types';

const CONCURRENCY = 20;
const REQUESTS = 200;

export default async function run(): Promise<BenchSection> {
  const runtime = await benchRuntime();
  const credentials = { email: 'demo-user@example.com', password: BENCH_DEMO_PASSWORD };
  const login = () => benchCall(runtime.siteUrl, 'account/login', credentials);
  const first = await login();
  if (first.code !== 0) throw new Error(`bench login failed with code ${first.code}`);
  const token = (first.data as { token: string }).token;
  await latencyPercentiles(40, CONCURRENCY, login); // warm-up
  const loginTimes = await latencyPercentiles(REQUESTS, CONCURRENCY, login);
  const info = () => benchCall(runtime.siteUrl, 'account/queryAccountInfo', {}, token);
  await latencyPercentiles(100, CONCURRENCY, info);
  const infoTimes = await latencyPercentiles(REQUESTS * 5, CONCURRENCY, info);
  return {
    name: `API latency on the local runtime (${CONCURRENCY} concurrent)`,
    rows: [
      { metric: 'account/login p50', value: loginTimes.p50, unit: 'ms' },
      { metric: 'account/login p95', value: loginTimes.p95, unit: 'ms' },
      { metric: 'account/queryAccountInfo p50', value: infoTimes.p50, unit: 'ms' },
      { metric: 'account/queryAccountInfo p95', value: infoTimes.p95, unit: 'ms' },
    ],
  };
}
