/**
 * Alarms of the API as a whole: its 5xx rate, the p99 latency of each route group (from the
 * access log), the table's throttles and system errors, and SES's bounce and complaint rates.
 */
import type { CallDefinition } from '@pvd/shared/api/define';
import { Duration } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  type IMetric,
  MathExpression,
  Metric,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { type ITable, Operation } from 'aws-cdk-lib/aws-dynamodb';
import { FilterPattern, type ILogGroup, MetricFilter } from 'aws-cdk-lib/aws-logs';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import {
  ALARM_PERIOD_SECONDS,
  API_5XX_MIN_REQUESTS,
  API_5XX_PERCENT,
  P99_LATENCY_MS,
  SES_BOUNCE_RATE,
  SES_COMPLAINT_RATE,
} from '../../../config/alarm-thresholds';
import { type RouteGroup, routeGroupOf, throttles } from '../../../config/throttling';
import { routeKeyOf } from '../group-stack';

const period = Duration.seconds(ALARM_PERIOD_SECONDS);

/** The table operations the functions use (a metric-math alarm reads 10 metrics at most). */
export const tableOperations = [
  Operation.GET_ITEM,
  Operation.PUT_ITEM,
  Operation.UPDATE_ITEM,
  Operation.DELETE_ITEM,
  Operation.QUERY,
  Operation.BATCH_WRITE_ITEM,
  Operation.TRANSACT_WRITE_ITEMS,
];

export interface ApiAlarmsProps {
  appName: string;
  httpApi: HttpApi;
  accessLogs: ILogGroup;
  calls: readonly CallDefinition[];
  table: ITable;
  topic: ITopic;
}

/** Namespace of the metrics read from the API's access log. */
export function accessLogNamespace(appName: string): string {
  return `${appName}/api`;
}

/** Name of the response-latency metric of a route group, from the access log. [ms] */
export function latencyMetricName(group: RouteGroup): string {
  return `ResponseLatency-${group}`;
}

function alarm(
  scope: Construct,
  id: string,
  topic: ITopic,
  metric: IMetric,
  threshold: number,
  description: string,
) {
  const created = new Alarm(scope, id, {
    metric,
    threshold,
    evaluationPeriods: 1,
    comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    treatMissingData: TreatMissingData.NOT_BREACHING,
    alarmDescription: description,
  });
  created.addAlarmAction(new SnsAction(topic));
  return created;
}

/** Percentage of 5xx answers, 0 in a period with too few requests to judge. [%] */
export function api5xxPercent(httpApi: HttpApi): MathExpression {
  return new MathExpression({
    expression: `IF(requests >= ${API_5XX_MIN_REQUESTS}, 100 * errors / requests, 0)`,
    usingMetrics: {
      errors: httpApi.metricServerError({ period, statistic: 'Sum' }),
      requests: httpApi.metricCount({ period, statistic: 'Sum' }),
    },
    period,
    label: '5xx [%]',
  });
}

/** The p99 response latency of a route group, from the access log's metric filter. [ms] */
export function routeGroupLatency(appName: string, group: RouteGroup): Metric {
  return new Metric({
    namespace: accessLogNamespace(appName),
    metricName: latencyMetricName(group),
    statistic: 'p99',
    period,
    label: `p99 ${group} [ms]`,
  });
}

function routeGroupPattern(group: RouteGroup, calls: readonly CallDefinition[]) {
  const heavy = calls.filter((call) => routeGroupOf(call) !== 'standard');
  if (group === 'standard') {
    return FilterPattern.all(
      FilterPattern.exists('$.routeKey'),
      ...heavy.map((call) => FilterPattern.stringValue('$.routeKey', '!=', routeKeyOf(call))),
    );
  }
  const own = heavy.filter((call) => routeGroupOf(call) === group);
  return FilterPattern.any(
    ...own.map((call) => FilterPattern.stringValue('$.routeKey', '=', routeKeyOf(call))),
  );
}

function defineLatencyAlarms(scope: Construct, props: ApiAlarmsProps): Alarm[] {
  const groups = (Object.keys(throttles) as RouteGroup[]).filter(
    (group) => group === 'standard' || props.calls.some((call) => routeGroupOf(call) === group),
  );
  return groups.map((group) => {
    new MetricFilter(scope, `LatencyFilter-${group}`, {
      logGroup: props.accessLogs,
      filterPattern: routeGroupPattern(group, props.calls),
      metricNamespace: accessLogNamespace(props.appName),
      metricName: latencyMetricName(group),
      metricValue: '$.responseLatencyMs',
    });
    return alarm(
      scope,
      `P99Latency-${group}`,
      props.topic,
      routeGroupLatency(props.appName, group),
      P99_LATENCY_MS[group],
      `p99 response latency of the ${group} routes over ${P99_LATENCY_MS[group]} ms`,
    );
  });
}

/** SES's account-wide reputation rates, as SES publishes them. [fraction] */
export function sesRate(metricName: 'Reputation.BounceRate' | 'Reputation.ComplaintRate'): Metric {
  return new Metric({ namespace: 'AWS/SES', metricName, statistic: 'Maximum', period: Duration.hours(1) });
}

export function defineApiAlarms(scope: Construct, props: ApiAlarmsProps): Alarm[] {
  const { topic, table } = props;
  const operations = { operations: tableOperations, period };
  return [
    alarm(
      scope,
      'Api5xxRate',
      topic,
      api5xxPercent(props.httpApi),
      API_5XX_PERCENT,
      `Over ${API_5XX_PERCENT} % of API answers are 5xx`,
    ),
    ...defineLatencyAlarms(scope, props),
    alarm(
      scope,
      'TableThrottles',
      topic,
      table.metricThrottledRequestsForOperations(operations),
      1,
      'DynamoDB throttled requests of the table',
    ),
    alarm(
      scope,
      'TableSystemErrors',
      topic,
      table.metricSystemErrorsForOperations(operations),
      1,
      'DynamoDB system errors (HTTP 500) on the table',
    ),
    alarm(
      scope,
      'SesBounceRate',
      topic,
      sesRate('Reputation.BounceRate'),
      SES_BOUNCE_RATE,
      `SES bounce rate at ${SES_BOUNCE_RATE * 100} %: SES reviews the account, pauses sending at 10 %`,
    ),
    alarm(
      scope,
      'SesComplaintRate',
      topic,
      sesRate('Reputation.ComplaintRate'),
      SES_COMPLAINT_RATE,
      `SES complaint rate at ${SES_COMPLAINT_RATE * 100} %: SES reviews the account, pauses sending at 0.5 %`,
    ),
  ];
}
