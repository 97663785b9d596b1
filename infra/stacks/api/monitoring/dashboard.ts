/**
 * The one dashboard, `<appName>`: the figures the alarms judge, side by side. The functions
 * are found by SEARCH on their names (`<appName>-api…`), so the dashboard needs no reference into
 * the nested stacks and shows every function as the calls grow.
 */
import { Duration } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  type Alarm,
  AlarmStatusWidget,
  Dashboard,
  GraphWidget,
  type IWidget,
  MathExpression,
  Metric,
} from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { ALARM_PERIOD_SECONDS } from '../../../config/alarm-thresholds';
import { type RouteGroup, throttles } from '../../../config/throttling';
import { api5xxPercent, routeGroupLatency, sesRate, tableOperations } from './api-alarms';
import { appMetricsNamespace, REPORT_MEMORY_METRIC } from './function-alarms';

const period = Duration.seconds(ALARM_PERIOD_SECONDS);

export interface DashboardProps {
  appName: string;
  /** Prefix of every function name of the API stack and its nested stacks. */
  functionNamePrefix: string;
  httpApi: HttpApi;
  table: ITable;
  alarms: readonly Alarm[];
}

/** Every function's `metricName` whose name holds the prefix, one line each. */
function functionsSearch(
  prefix: string,
  metricName: string,
  statistic: string,
  label: string,
): MathExpression {
  return new MathExpression({
    expression: `SEARCH('{AWS/Lambda,FunctionName} MetricName="${metricName}" "${prefix}"', '${statistic}', ${ALARM_PERIOD_SECONDS})`,
    usingMetrics: {},
    period,
    label,
  });
}

function graph(
  title: string,
  left: Parameters<typeof GraphWidget.prototype.addLeftMetric>[0][],
): GraphWidget {
  return new GraphWidget({ title, left, width: 12, height: 6 });
}

function widgets(props: DashboardProps): IWidget[][] {
  const { appName, functionNamePrefix: prefix, httpApi, table } = props;
  return [
    [
      graph('API requests and 5xx', [
        httpApi.metricCount({ period, statistic: 'Sum' }),
        httpApi.metricServerError({ period, statistic: 'Sum' }),
        httpApi.metricClientError({ period, statistic: 'Sum' }),
      ]),
      graph('API 5xx rate [%]', [api5xxPercent(httpApi)]),
    ],
    [
      graph(
        'p99 response latency per route group [ms]',
        (Object.keys(throttles) as RouteGroup[]).map((g) => routeGroupLatency(appName, g)),
      ),
      graph('Lambda errors', [functionsSearch(prefix, 'Errors', 'Sum', 'Errors')]),
    ],
    [
      graph('Lambda throttles', [functionsSearch(prefix, 'Throttles', 'Sum', 'Throttles')]),
      graph('Lambda longest run [ms]', [functionsSearch(prefix, 'Duration', 'Maximum', 'Duration')]),
    ],
    [
      graph('PDF report peak memory [MB]', [
        new Metric({
          namespace: appMetricsNamespace(appName),
          metricName: REPORT_MEMORY_METRIC,
          statistic: 'Maximum',
          period,
        }),
      ]),
      // One graph each: both expressions name their per-operation metrics alike (getitem …).
      graph('DynamoDB throttled requests', [
        table.metricThrottledRequestsForOperations({ operations: tableOperations, period }),
      ]),
    ],
    [
      graph('DynamoDB system errors', [
        table.metricSystemErrorsForOperations({ operations: tableOperations, period }),
      ]),
      graph('SES bounce and complaint rates', [
        sesRate('Reputation.BounceRate'),
        sesRate('Reputation.ComplaintRate'),
      ]),
    ],
    [
      new AlarmStatusWidget({
        title: 'Alarms of the API stack',
        alarms: [...props.alarms],
        width: 12,
        height: 6,
      }),
    ],
  ];
}

export function defineDashboard(scope: Construct, props: DashboardProps): Dashboard {
  return new Dashboard(scope, 'Dashboard', { dashboardName: props.appName, widgets: widgets(props) });
}
