/**
 * The log bucket: S3 server access logs of the data and site buckets and CloudFront's standard
 * logs, each under its prefix, deleted after `LOG_RETENTION_DAYS`. It lives in the data stack,
 * which the web stack already depends on, and is retained with it (logs of an incident outlive a
 * redeployment).
 */
import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';

/** How long access and CloudFront logs are kept. [d] */
export const LOG_RETENTION_DAYS = 90;

/** Where each source writes in the log bucket. */
export const logPrefixes = {
  dataBucket: 's3/data/',
  siteBucket: 's3/site/',
  cloudFront: 'cloudfront/',
} as const;

export function defineLogBucket(scope: Construct): Bucket {
  const bucket = new Bucket(scope, 'LogBucket', {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    // CloudFront's standard logs are delivered with an ACL grant, so ACLs must be enabled.
    objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
    // S3 server access logs can only go to a bucket with S3-managed keys.
    encryption: BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    removalPolicy: RemovalPolicy.RETAIN,
    lifecycleRules: [{ id: 'expire-logs', expiration: Duration.days(LOG_RETENTION_DAYS) }],
  });
  // The site bucket is in the web stack, which depends on this one: its logging is allowed here
  // by account rather than by its ARN (a reference back would be a cycle).
  bucket.addToResourcePolicy(
    new PolicyStatement({
      principals: [new ServicePrincipal('logging.s3.amazonaws.com')],
      actions: ['s3:PutObject'],
      resources: [bucket.arnForObjects(`${logPrefixes.siteBucket}*`)],
      conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(scope).account } },
    }),
  );
  Validations.of(bucket).acknowledge({
    id: 'AwsSolutions-S1',
    reason: 'It is the log bucket: logging its own access would log the log deliveries into itself.',
  });
  return bucket;
}
