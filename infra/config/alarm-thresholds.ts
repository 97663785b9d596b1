/**
 * When the alarms fire (infra/stacks/api/monitoring/). Each figure says what it guards; the
 * runbook for each alarm is in docs/operations.md, "Alarms".
 */

/** Period every alarm judges. [s] */
export const ALARM_PERIOD_SECONDS = 300;

/** API answers with a 5xx status, of all answers in a period, above which the API alarms. [%] */
export const API_5XX_PERCENT = 5;

/** A period with fewer requests does not judge the 5xx rate (one failure of three is no outage). */
export const API_5XX_MIN_REQUESTS = 20;

/**
 * p99 of API Gateway's response latency per route group above which it alarms. [ms] The report
 * and bill of materials render or assemble whole projects; CloudFront gives up at 30 s.
 */
export const P99_LATENCY_MS = { standard: 3_000, report: 20_000, designResults: 8_000 } as const;

/** A function's longest run, as a share of its timeout, above which it alarms (near timeout). */
export const DURATION_SHARE_OF_TIMEOUT = 0.8;

/** The report function's peak memory, as a share of its memory size, above which it alarms. */
export const REPORT_MEMORY_SHARE = 0.9;

/**
 * SES reputation rates [fraction] at which SES puts an account under review (5 % bounces,
 * 0.1 % complaints); it pauses sending at 10 % and 0.5 %, so the alarm leaves time to act.
 */
export const SES_BOUNCE_RATE = 0.05;
export const SES_COMPLAINT_RATE = 0.001;

/** Most metrics one CloudWatch metric-math alarm may read. */
export const METRICS_PER_ALARM = 10;
