/**
 * One local runtime (in memory, free ports) shared by every bench section that needs the API,
 * started on first use and stopped when the bench process ends.
 */
import { type Runtime, startRuntime } from '../../infra/local/runtime';
import { onBenchEnd } from './cleanup';

let started: Promise<Runtime> | undefined;

export const BENCH_DEMO_PASSWORD = 'bench-password-1';

export function benchRuntime(): Promise<Runtime> {
  if (!started) {
    process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
    process.env.LOG_LEVEL = 'error';
    started = startRuntime({
      memory: true,
      port: 0,
      mailPort: 0,
      demoPassword: BENCH_DEMO_PASSWORD,
      env: {
        RATE_LIMIT_PER_ADDRESS: '1000000',
        RATE_LIMIT_LOGIN_PER_EMAIL: '1000000',
        RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS: '1000000',
      },
    });
    const running = started;
    onBenchEnd(async () => (await running).stop());
  }
  return started;
}

/** POSTs a call (in English unless `culture` says otherwise) and answers the envelope. */
export async function benchCall(
  siteUrl: string,
  path: string,
  body: unknown,
  token?: string,
  culture: 'zh-CN' | 'en' = 'en',
): Promise<{ code: number; data: unknown }> {
  const response = await fetch(`${siteUrl}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Culture: culture, ...(token ? { Token: token } : {}) },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { code: number; data: unknown };
}

/** p50 and p95 [ms] of `requests` calls made `concurrency` at a time. */
export async function latencyPercentiles(
  requests: number,
  concurrency: number,
  once: () => Promise<unknown>,
): Promise<{ p50: number; p95: number }> {
  const durations: number[] = [];
  let next = 0;
  async function worker() {
    while (next < requests) {
      next += 1;
      const started = performance.now();
      await once();
      durations.push(performance.now() - started);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return percentiles(durations);
}

/** The median and 95th percentile of measured durations. [ms] */
export function percentiles(durations: readonly number[]): { p50: number; p95: number } {
  const sorted = [...durations].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95) };
}
