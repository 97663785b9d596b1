/**
 * Lambda alarms of a nested stack's functions: errors, throttles and duration near the timeout,
 * each over up to `METRICS_PER_ALARM` functions by metric math (an alarm per function would cost
 * three resources a call and break the nested stack's resource budget), and the PDF function's
 * peak memory from its REPORT log lines.
 */
import { Duration } from 'aws-cdk-lib';
import {
  Alarm,
  ComparisonOperator,
  type IMetric,
  MathExpression,
  Metric,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { FilterPattern, MetricFilter } from 'aws-cdk-lib/aws-logs';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import {
  ALARM_PERIOD_SECONDS,
  DURATION_SHARE_OF_TIMEOUT,
  METRICS_PER_ALARM,
  REPORT_MEMORY_SHARE,
} from '../../../config/alarm-thresholds';
import type { ApiFunction } from '../../../constructs/api-function';

const period = Duration.seconds(ALARM_PERIOD_SECONDS);

/** Namespace of the app's own metrics (from log lines). */
export function appMetricsNamespace(appName: string): string {
  return `${appName}/functions`;
}

/** Name of the metric of the PDF function's peak memory per run. [MB] */
export const REPORT_MEMORY_METRIC = 'ReportMaxMemoryUsedMB';

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}

function combined(
  fns: readonly ApiFunction[],
  metric: (fn: ApiFunction) => IMetric,
  fn: 'SUM' | 'MAX',
  label: string,
) {
  const usingMetrics = Object.fromEntries(fns.map((f, i) => [`m${i}`, metric(f)]));
  return new MathExpression({
    expression: `${fn}([${Object.keys(usingMetrics).join(',')}])`,
    usingMetrics,
    period,
    label,
  });
}

function alarm(
  scope: Construct,
  id: string,
  topic: ITopic,
  props: { metric: IMetric; threshold: number; description: string },
) {
  const created = new Alarm(scope, id, {
    metric: props.metric,
    threshold: props.threshold,
    evaluationPeriods: 1,
    comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    treatMissingData: TreatMissingData.NOT_BREACHING,
    alarmDescription: props.description,
  });
  created.addAlarmAction(new SnsAction(topic));
  return created;
}

/** Errors and throttles of every function, and each function's longest run against its timeout. */
export function defineFunctionAlarms(
  scope: Construct,
  functions: readonly ApiFunction[],
  topic: ITopic,
): Alarm[] {
  const alarms: Alarm[] = [];
  chunks(functions, METRICS_PER_ALARM).forEach((part, i) => {
    alarms.push(
      alarm(scope, `LambdaErrors${i + 1}`, topic, {
        metric: combined(part, (f) => f.fn.metricErrors({ period }), 'SUM', 'Errors'),
        threshold: 1,
        description: `Lambda errors (crash, timeout, out of memory) of ${part.map((f) => f.node.id).join(', ')}`,
      }),
      alarm(scope, `LambdaThrottles${i + 1}`, topic, {
        metric: combined(part, (f) => f.fn.metricThrottles({ period }), 'SUM', 'Throttles'),
        threshold: 1,
        description: `Lambda throttles (concurrency exhausted) of ${part.map((f) => f.node.id).join(', ')}`,
      }),
    );
  });
  const byTimeout = new Map<number, ApiFunction[]>();
  for (const f of functions)
    byTimeout.set(f.sizing.timeoutSeconds, [...(byTimeout.get(f.sizing.timeoutSeconds) ?? []), f]);
  for (const [timeoutSeconds, sameTimeout] of byTimeout) {
    chunks(sameTimeout, METRICS_PER_ALARM).forEach((part, i) => {
      alarms.push(
        alarm(scope, `LambdaDurationNearTimeout${timeoutSeconds}s${i + 1}`, topic, {
          metric: combined(
            part,
            (f) => f.fn.metricDuration({ period, statistic: 'Maximum' }),
            'MAX',
            'Longest run [ms]',
          ),
          threshold: Math.round(timeoutSeconds * 1000 * DURATION_SHARE_OF_TIMEOUT),
          description: `A run over ${DURATION_SHARE_OF_TIMEOUT * 100} % of the ${timeoutSeconds} s timeout: ${part.map((f) => f.node.id).join(', ')}`,
        }),
      );
    });
  }
  return alarms;
}

/**
 * The PDF function's peak memory per run, from the `platform.report` line Lambda writes to its
 * JSON log after each invocation (Lambda publishes no memory metric of its own).
 */
export function defineReportMemoryAlarm(
  scope: Construct,
  report: ApiFunction,
  appName: string,
  topic: ITopic,
): Alarm {
  new MetricFilter(scope, 'ReportMemoryFilter', {
    logGroup: report.logGroup,
    filterPattern: FilterPattern.stringValue('$.type', '=', 'platform.report'),
    metricNamespace: appMetricsNamespace(appName),
    metricName: REPORT_MEMORY_METRIC,
    metricValue: '$.record.metrics.maxMemoryUsedMB',
  });
  const metric = new Metric({
    namespace: appMetricsNamespace(appName),
    metricName: REPORT_MEMORY_METRIC,
    statistic: 'Maximum',
    period,
  });
  return alarm(scope, 'ReportMemory', topic, {
    metric,
    threshold: Math.round(report.sizing.memorySize * REPORT_MEMORY_SHARE),
    description: `The PDF report used over ${REPORT_MEMORY_SHARE * 100} % of its ${report.sizing.memorySize} MB`,
  });
}
