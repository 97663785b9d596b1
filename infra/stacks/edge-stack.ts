/**
 * The distribution's web ACL. CloudFront takes only web ACLs of scope CLOUDFRONT, which exist
 * in us-east-1 alone, so this stack is always in us-east-1 whatever the app's region
 * (docs/decisions/0052-web-acl-in-its-own-us-east-1-stack.md). With the app's account and region
 * set, the web stack reads the ACL's ARN across regions; env-agnostic, the ARN comes from context
 * `webAclArn` (this stack's `WebAclArn` output).
 */
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { webAclRules } from './edge/web-acl-rules';

/** CloudFront's web ACLs live in this region only. */
export const EDGE_REGION = 'us-east-1';

export class EdgeStack extends Stack {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: StackProps) {
    super(scope, id, props);
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      description: 'In front of the site and /api: rate per address, body size, AWS managed rules',
      defaultAction: { allow: {} },
      rules: webAclRules,
      visibilityConfig: {
        metricName: 'WebAcl',
        cloudWatchMetricsEnabled: true,
        sampledRequestsEnabled: true,
      },
    });
    new CfnOutput(this, 'WebAclArn', { value: this.webAcl.attrArn });
  }
}
