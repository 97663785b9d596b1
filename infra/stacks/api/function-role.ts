/**
 * One IAM role shared by the functions of a group (one role per function would cost two
 * resources per call and break CloudFormation's 500-resource limit). Its permissions are the
 * union of the group's grants, which come from the calls' `needs` as data.
 */
import { Stack } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { ManagedPolicy, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import type { FunctionGrants } from '../../config/function-sizing';

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
  return role;
}
