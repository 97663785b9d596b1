/**
 * One IAM role shared by the functions of a group (one role per function would cost two
 * resources per call and break CloudFormation's 500-resource limit). Its permissions are the
 * union of the group's grants, which come from the calls' `needs` as data.
 */
import { Stack, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { ManagedPolicy, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import type { FunctionGrants } from '../../config/function-sizing';
import { acknowledgeWildcardResources } from '../../constructs/nag-acknowledgements';

/** The resources a role's grants point at. */
export interface GrantTargets {
  table: ITable;
  bucket: IBucket;
  /** The only sender the functions may use (condition on ses:FromAddress). */
  mailFrom: string;
  /** SSM parameter holding the site's address, e.g. `/pv-design/site-url`. */
  siteUrlParameterName: string;
}

/**
 * The object calls the functions make (Get, Head, Put, Copy, Delete, multipart uploads) and the
 * listing of keys (ListObjectsV2), instead of `grantReadWrite`'s wildcard actions.
 */
export const bucketObjectActions = [
  's3:GetObject',
  's3:PutObject',
  's3:DeleteObject',
  's3:AbortMultipartUpload',
];

function grantBucketObjects(role: Role, bucket: IBucket): void {
  role.addToPrincipalPolicy(
    new PolicyStatement({ actions: bucketObjectActions, resources: [bucket.arnForObjects('*')] }),
  );
  role.addToPrincipalPolicy(
    new PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn] }),
  );
}

/** A Lambda role with exactly the given grants (plus CloudWatch Logs). */
export function defineFunctionRole(
  scope: Construct,
  id: string,
  grants: FunctionGrants,
  targets: GrantTargets,
): Role {
  const role = new Role(scope, id, {
    assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
    managedPolicies: [ManagedPolicy.fromAwsManagedPolicyName('service-role/AWSLambdaBasicExecutionRole')],
  });
  const stack = Stack.of(scope);
  if (grants.tableReadWrite) targets.table.grantReadWriteData(role);
  if (grants.bucketReadWrite) grantBucketObjects(role, targets.bucket);
  if (grants.siteUrlParameterRead) {
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['ssm:GetParameter'],
        resources: [
          stack.formatArn({
            service: 'ssm',
            resource: 'parameter',
            resourceName: targets.siteUrlParameterName.replace(/^\//, ''),
          }),
        ],
      }),
    );
  }
  if (grants.sendEmail) {
    // SES authorises against the sender's identity (address or domain), so the resource is any
    // identity of the account and the condition pins the one configured sender.
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail', 'ses:SendRawEmail'],
        resources: [stack.formatArn({ service: 'ses', resource: 'identity', resourceName: '*' })],
        conditions: { StringEquals: { 'ses:FromAddress': targets.mailFrom } },
      }),
    );
  }
  acknowledgeRoleFindings(role, grants);
  return role;
}

/**
 * What cdk-nag finds in these roles and is so on purpose, each with the statement that causes it.
 * The bucket and table ARNs come from the data stack, so their findings are matched by shape.
 */
function acknowledgeRoleFindings(role: Role, grants: FunctionGrants): void {
  Validations.of(role).acknowledge({
    id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
    reason:
      "AWSLambdaBasicExecutionRole only allows creating and writing CloudWatch Logs; one role serves a group's functions, each with its own log group.",
  });
  acknowledgeWildcardResources(role, [
    {
      resource: /\/index\/\*$/,
      reason:
        "Queries of the table's global secondary indexes (functions/_lib/config/resources.ts), all of the one table.",
    },
    {
      resource: /:identity\/\*$/,
      reason:
        "SES authorises against the sender identity; the statement's ses:FromAddress condition pins the one configured sender.",
    },
    {
      resource: /^\*$/,
      reason:
        'X-Ray tracing (Tracing.ACTIVE): xray:PutTraceSegments and PutTelemetryRecords take no resource but *.',
    },
    ...(grants.bucketReadWrite
      ? [
          {
            resource: /\/\*$/,
            reason:
              "Objects of the app's own data bucket, whose keys the functions build under the prefixes of functions/_lib/config/resources.ts (uploads, imports, images, templates, weather, reports, loads); object names are not known in advance.",
          },
        ]
      : []),
  ]);
}
