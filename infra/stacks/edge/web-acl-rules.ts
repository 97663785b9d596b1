/**
 * The rules of the distribution's web ACL, in the order WAF evaluates them (lowest priority
 * first). Each rule publishes its own CloudWatch metric, named after the rule.
 */
import type { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';

/** Requests one address may make in any 5 minutes before WAF blocks it (WAF counts per 5 min). */
export const RATE_LIMIT_PER_IP_PER_5_MIN = 2000;

/**
 * A `Content-Length` of 2 000 000 bytes or more (7 digits from 2, or 8 and more). The handler
 * stack refuses bodies over 1 MiB itself (118, HTTP 413, docs/security.md); WAF sees only the
 * first 16 KB of a body, so the edge judges the declared length and stops what is far beyond any
 * body the API reads before it reaches API Gateway.
 */
export const OVERSIZED_CONTENT_LENGTH = '^([2-9][0-9]{6}|[0-9]{8,})$';

function visibility(metricName: string): CfnWebACL.VisibilityConfigProperty {
  return { metricName, cloudWatchMetricsEnabled: true, sampledRequestsEnabled: true };
}

/**
 * An AWS managed rule group. `countOnly` rules only count: the common rule set's
 * SizeRestrictions_BODY blocks any body over 8 KB, and a project's body is up to 1 MiB.
 */
function managedGroup(name: string, priority: number, countOnly: string[] = []): CfnWebACL.RuleProperty {
  return {
    name: `AWS-${name}`,
    priority,
    overrideAction: { none: {} },
    statement: {
      managedRuleGroupStatement: {
        vendorName: 'AWS',
        name,
        ...(countOnly.length > 0
          ? { ruleActionOverrides: countOnly.map((rule) => ({ name: rule, actionToUse: { count: {} } })) }
          : {}),
      },
    },
    visibilityConfig: visibility(`AWS-${name}`),
  };
}

const ratePerIp: CfnWebACL.RuleProperty = {
  name: 'RatePerIp',
  priority: 0,
  action: { block: {} },
  statement: { rateBasedStatement: { limit: RATE_LIMIT_PER_IP_PER_5_MIN, aggregateKeyType: 'IP' } },
  visibilityConfig: visibility('RatePerIp'),
};

const oversizedBody: CfnWebACL.RuleProperty = {
  name: 'OversizedBody',
  priority: 1,
  action: { block: {} },
  statement: {
    regexMatchStatement: {
      regexString: OVERSIZED_CONTENT_LENGTH,
      fieldToMatch: { singleHeader: { Name: 'content-length' } },
      textTransformations: [{ priority: 0, type: 'NONE' }],
    },
  },
  visibilityConfig: visibility('OversizedBody'),
};

/** Rate per address, oversized bodies, then AWS's common and known-bad-inputs rule sets. */
export const webAclRules: CfnWebACL.RuleProperty[] = [
  ratePerIp,
  oversizedBody,
  managedGroup('AWSManagedRulesCommonRuleSet', 2, ['SizeRestrictions_BODY']),
  managedGroup('AWSManagedRulesKnownBadInputsRuleSet', 3),
];
