/**
 * What cdk-nag finds in aws-cdk-lib's own BucketDeployment handler (one Lambda function per
 * stack and memory size, `Custom::CDKBucketDeployment…`), acknowledged there with reasons: the
 * function is CDK's, runs only while CloudFormation deploys the site, and holds no product data.
 */
import { type Stack, Validations } from 'aws-cdk-lib';
import {
  acknowledgeWildcardResources,
  type WildcardResourceReason,
} from '../../constructs/nag-acknowledgements';

const reasons: Record<string, string> = {
  'AwsSolutions-L1':
    "aws-cdk-lib picks the handler's Python runtime together with the AWS CLI layer it ships; it moves with aws-cdk-lib upgrades.",
  'Serverless-LambdaLatestVersion':
    "aws-cdk-lib picks the handler's Python runtime together with the AWS CLI layer it ships; it moves with aws-cdk-lib upgrades.",
  'Serverless-LambdaTracing': 'Runs once per deployment inside CloudFormation, whose events trace it.',
  'Serverless-LambdaDLQ':
    'A CloudFormation custom resource: a failure fails the deployment, which CloudFormation rolls back; nothing to retry later.',
  'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]':
    'The CDK-made role of the handler: the managed policy only lets it write its own logs.',
  'AwsSolutions-IAM5[Action::s3:GetObject*]': 'Reads the site asset CDK uploaded, in the bootstrap bucket.',
  'AwsSolutions-IAM5[Action::s3:GetBucket*]': 'Reads the site asset CDK uploaded, in the bootstrap bucket.',
  'AwsSolutions-IAM5[Action::s3:List*]': 'Lists the site bucket to delete files a new build no longer has.',
  'AwsSolutions-IAM5[Action::s3:DeleteObject*]':
    'Deletes files of the site bucket a new build no longer has.',
  'AwsSolutions-IAM5[Action::s3:Abort*]': 'Aborts its own unfinished uploads to the site bucket.',
};

const wildcardResources: WildcardResourceReason[] = [
  { resource: /^\*$/, reason: "CDK's grant for the handler's CloudFront invalidation of the site's paths." },
  {
    resource: /^<SiteBucket[0-9A-F]+\.Arn>\/\*$/,
    reason: 'Writes every file of the site into the site bucket.',
  },
  {
    resource: /:s3:::cdk-[a-z0-9]+-assets-/,
    reason: "The site's asset is an object of CDK's bootstrap bucket, under a name known only at deployment.",
  },
];

/** Acknowledges the findings above on the stack's BucketDeployment handler(s). */
export function acknowledgeDeploymentHandler(stack: Stack): void {
  for (const child of stack.node.children) {
    if (!child.node.id.startsWith('Custom::CDKBucketDeployment')) continue;
    Validations.of(child).acknowledge(...Object.entries(reasons).map(([id, reason]) => ({ id, reason })));
    acknowledgeWildcardResources(child, wildcardResources);
  }
}
