/**
 * The alarms, their topic and the dashboard in the synthesised templates:
 * what fires, on which figure, at what threshold, and that every alarm notifies the topic.
 */
import {
  API_5XX_PERCENT,
  DURATION_SHARE_OF_TIMEOUT,
  P99_LATENCY_MS,
  REPORT_MEMORY_SHARE,
  SES_BOUNCE_RATE,
  SES_COMPLAINT_RATE,
} from '@pvd/infra/config/alarm-thresholds';
import { pdfSizing } from '@pvd/infra/config/function-sizing';
import { defineAlarmTopic } from '@pvd/infra/stacks/api/monitoring/alarm-topic';
import { latencyMetricName } from '@pvd/infra/stacks/api/monitoring/api-alarms';
import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { resourcesOf, synthesiseApp } from './support/synth';

// Prepare (once per file)
const app = synthesiseApp({ alarmEmail: 'ops@pv.example.org' });
const api = app.template(app.api);
const nestedStacks = [...app.api.groupStacks.entries(), ['Triggers', app.api.triggersStack!] as const];
const nested = nestedStacks.map(([name, stack]) => ({ name, template: app.nestedTemplate(stack) }));

type AlarmProps = {
  AlarmDescription: string;
  Threshold: number;
  AlarmActions: unknown[];
  MetricName?: string;
  Namespace?: string;
  ExtendedStatistic?: string;
  Metrics?: {
    Id: string;
    Expression?: string;
    MetricStat?: { Stat?: string; Metric: { MetricName: string; Dimensions?: { Value: unknown }[] } };
  }[];
};

function alarmsOf(template: Template): Record<string, AlarmProps> {
  return Object.fromEntries(
    Object.entries(resourcesOf(template, 'AWS::CloudWatch::Alarm')).map(([id, r]) => [
      id,
      r.Properties as AlarmProps,
    ]),
  );
}

function alarmStartingWith(alarms: Record<string, AlarmProps>, prefix: string): AlarmProps {
  const found = Object.entries(alarms).find(([id]) => id.startsWith(prefix));
  expect(found, prefix).toBeDefined();
  return found![1];
}

const apiAlarms = alarmsOf(api);

describe('alarm topic', () => {
  it('is one SSL-only topic with the e-mail subscription of alarmEmail', () => {
    api.resourceCountIs('AWS::SNS::Topic', 1);
    api.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'ops@pv.example.org',
    });
  });

  it('has no subscription without alarmEmail', () => {
    const stack = new Stack(new App(), 'Alone');
    defineAlarmTopic(stack, undefined);
    Template.fromStack(stack).resourceCountIs('AWS::SNS::Subscription', 0);
  });

  it('is what every alarm of every stack notifies', () => {
    const all = [apiAlarms, ...nested.map((n) => alarmsOf(n.template))].flatMap((a) => Object.values(a));
    expect(all.length).toBeGreaterThan(10);
    for (const alarm of all) expect(alarm.AlarmActions, alarm.AlarmDescription).toHaveLength(1);
  });
});

describe('API alarms', () => {
  it('alarms on the 5xx share of answers', () => {
    const alarm = alarmStartingWith(apiAlarms, 'Api5xxRate');
    expect(alarm.Threshold).toBe(API_5XX_PERCENT);
    expect(alarm.Metrics?.find((m) => m.Expression)?.Expression).toMatch(/100 \* errors \/ requests/);
    const names = alarm.Metrics?.flatMap((m) => (m.MetricStat ? [m.MetricStat.Metric.MetricName] : []));
    expect(names?.sort()).toEqual(['5xx', 'Count']);
  });

  it('alarms on the p99 latency of each route group, read from the access log', () => {
    for (const group of ['standard', 'report', 'designResults'] as const) {
      const alarm = alarmStartingWith(apiAlarms, `P99Latency${group}`);
      const metricStat = alarm.Metrics?.[0]?.MetricStat;
      expect(metricStat).toMatchObject({ Stat: 'p99', Metric: { MetricName: latencyMetricName(group) } });
      expect(alarm.Threshold).toBe(P99_LATENCY_MS[group]);
      api.hasResourceProperties('AWS::Logs::MetricFilter', {
        MetricTransformations: [
          Match.objectLike({ MetricName: latencyMetricName(group), MetricValue: '$.responseLatencyMs' }),
        ],
      });
    }
    api.hasResourceProperties('AWS::Logs::MetricFilter', {
      FilterPattern: Match.stringLikeRegexp('\\$\\.routeKey = "POST /api/project/exportProjectReportPdf"'),
    });
  });

  it('alarms on the table’s throttled requests and system errors', () => {
    for (const [prefix, metric] of [
      ['TableThrottles', 'ThrottledRequests'],
      ['TableSystemErrors', 'SystemErrors'],
    ]) {
      const alarm = alarmStartingWith(apiAlarms, prefix!);
      const names = new Set(
        alarm.Metrics?.flatMap((m) => (m.MetricStat ? [m.MetricStat.Metric.MetricName] : [])),
      );
      expect([...names]).toEqual([metric]);
      expect(alarm.Threshold).toBe(1);
    }
  });

  it('alarms on SES’s bounce and complaint rates before SES reviews the account', () => {
    expect(alarmStartingWith(apiAlarms, 'SesBounceRate')).toMatchObject({
      MetricName: 'Reputation.BounceRate',
      Namespace: 'AWS/SES',
      Threshold: SES_BOUNCE_RATE,
    });
    expect(alarmStartingWith(apiAlarms, 'SesComplaintRate')).toMatchObject({
      MetricName: 'Reputation.ComplaintRate',
      Threshold: SES_COMPLAINT_RATE,
    });
  });
});

describe('function alarms', () => {
  it('watches errors, throttles and duration of every function of every nested stack', () => {
    for (const { name, template } of nested) {
      const functionIds = Object.entries(resourcesOf(template, 'AWS::Lambda::Function'))
        .filter(([, r]) => !String(r.Properties.Description).startsWith('AWS CloudFormation handler'))
        .map(([id]) => id);
      const alarms = Object.entries(alarmsOf(template));
      for (const kind of ['LambdaErrors', 'LambdaThrottles', 'LambdaDurationNearTimeout']) {
        const watched = alarms
          .filter(([id]) => id.startsWith(kind))
          .flatMap(([, a]) => a.Metrics ?? [])
          .flatMap((m) => (m.MetricStat ? [JSON.stringify(m.MetricStat.Metric.Dimensions)] : []));
        for (const id of functionIds)
          expect(
            watched.some((d) => d.includes(id)),
            `${name} ${kind} ${id}`,
          ).toBe(true);
      }
    }
  });

  it('sets the duration alarms at 80 % of the functions’ timeout', () => {
    const project = alarmsOf(nested.find((n) => n.name === 'project')!.template);
    const thresholds = Object.entries(project)
      .filter(([id]) => id.startsWith('LambdaDurationNearTimeout'))
      .map(([, a]) => a.Threshold);
    expect(DURATION_SHARE_OF_TIMEOUT).toBe(0.8);
    expect(thresholds).toContain(pdfSizing.timeoutSeconds * 1000 * DURATION_SHARE_OF_TIMEOUT);
  });

  it('alarms on the PDF report’s peak memory, read from its REPORT log lines', () => {
    const project = nested.find((n) => n.name === 'project')!.template;
    project.hasResourceProperties('AWS::Logs::MetricFilter', {
      FilterPattern: '{ $.type = "platform.report" }',
      MetricTransformations: [Match.objectLike({ MetricValue: '$.record.metrics.maxMemoryUsedMB' })],
    });
    const alarm = alarmStartingWith(alarmsOf(project), 'ReportMemory');
    expect(alarm.Threshold).toBe(Math.round(pdfSizing.memorySize * REPORT_MEMORY_SHARE));
  });
});

describe('dashboard', () => {
  it('is one dashboard with the figures the alarms judge', () => {
    api.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
    const [dashboard] = Object.values(resourcesOf(api, 'AWS::CloudWatch::Dashboard'));
    const body = JSON.stringify(dashboard.Properties.DashboardBody);
    for (const title of [
      'API 5xx rate',
      'p99 response latency per route group',
      'Lambda errors',
      'Lambda throttles',
      'Lambda longest run',
      'PDF report peak memory',
      'DynamoDB throttled requests',
      'DynamoDB system errors',
      'SES bounce and complaint rates',
    ]) {
      expect(body).toContain(title);
    }
  });
});
