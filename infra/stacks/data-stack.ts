/**
 * The stateful stack: the one DynamoDB table and the data bucket. Both are retained when the
 * stack is deleted and the stack is termination-protected (AWS CDK best practice: keep stateful
 * resources apart from the stateless ones that change every deployment). The table and the
 * bucket layout come from `functions/_lib/db/table.ts`, which the local runtime uses too.
 */

import { bucketDefinition, bucketPrefixes, tableDefinition } from '@pvd/functions/_lib/config/resources';
import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AttributeType, BillingMode, type ITable, ProjectionType, Table } from 'aws-cdk-lib/aws-dynamodb';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  HttpMethods,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import type { AppConfig } from '../config/app-config';
import { defineLogBucket, logPrefixes } from './data/log-bucket';

/** How long a deleted or overwritten object of the data bucket can be restored. [d] */
export const NONCURRENT_VERSION_DAYS = 30;

export interface DataStackProps extends StackProps {
  config: Pick<AppConfig, 'siteDomain' | 'reportsExpireDays'> & Partial<Pick<AppConfig, 'tableName'>>;
}

export class DataStack extends Stack {
  /** The stack's own table, or the restored table named by context `tableName`. */
  readonly table: ITable;
  readonly bucket: Bucket;
  /** S3 access logs of both buckets and CloudFront's standard logs (`logPrefixes`). */
  readonly logBucket: Bucket;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, { terminationProtection: true, ...props });
    this.table = props.config.tableName ? restoredTable(this, props.config.tableName) : defineTable(this);
    this.logBucket = defineLogBucket(this);
    this.bucket = defineDataBucket(this, props.config, this.logBucket);
    new CfnOutput(this, 'TableName', { value: this.table.tableName });
    new CfnOutput(this, 'TableArn', { value: this.table.tableArn });
    new CfnOutput(this, 'BucketName', { value: this.bucket.bucketName });
    new CfnOutput(this, 'LogBucketName', { value: this.logBucket.bucketName });
  }
}

/**
 * A table restored from a backup (docs/operations.md, "Restore the table to a point in time"),
 * used by name: the stack's own table leaves the stack and stays (retained, deletion-protected).
 * Its name is a plain string in the other stacks, so they import nothing from this one for it and
 * can be deployed first.
 */
function restoredTable(scope: Construct, tableName: string): ITable {
  return Table.fromTableAttributes(scope, 'RestoredTable', {
    tableName,
    globalIndexes: tableDefinition.globalIndexes.map((index) => index.indexName),
  });
}

function defineTable(scope: Construct): Table {
  const table = new Table(scope, 'Table', {
    partitionKey: { name: tableDefinition.partitionKey, type: AttributeType.STRING },
    sortKey: { name: tableDefinition.sortKey, type: AttributeType.STRING },
    billingMode: BillingMode.PAY_PER_REQUEST,
    pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
    timeToLiveAttribute: tableDefinition.timeToLiveAttribute,
    deletionProtection: true,
    removalPolicy: RemovalPolicy.RETAIN,
  });
  for (const index of tableDefinition.globalIndexes) {
    table.addGlobalSecondaryIndex({
      indexName: index.indexName,
      partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
      sortKey: { name: index.sortKey, type: AttributeType.STRING },
      projectionType: ProjectionType.ALL,
    });
  }
  return table;
}

/**
 * The browser PUTs uploads and GETs images straight from S3 through pre-signed URLs, so the
 * bucket needs CORS for the site's origin. The CloudFront address is only known after the web
 * stack (which depends on this one), so without a custom domain any origin is allowed: the
 * signature in each URL is what authorises the request, and no cookies are involved.
 */
function corsOrigins(config: Pick<AppConfig, 'siteDomain'>): string[] {
  return config.siteDomain ? [`https://${config.siteDomain}`] : ['*'];
}

function defineDataBucket(scope: Construct, config: DataStackProps['config'], logBucket: Bucket): Bucket {
  return new Bucket(scope, 'DataBucket', {
    serverAccessLogsBucket: logBucket,
    serverAccessLogsPrefix: logPrefixes.dataBucket,
    // A deleted project's images, reports and load can be brought back for a while (docs/operations.md).
    versioned: true,
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
    encryption: BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    removalPolicy: RemovalPolicy.RETAIN,
    cors: [
      {
        allowedOrigins: corsOrigins(config),
        allowedMethods: [HttpMethods.PUT, HttpMethods.GET, HttpMethods.HEAD],
        allowedHeaders: ['*'],
        exposedHeaders: ['ETag'],
        maxAge: 3000,
      },
    ],
    lifecycleRules: [
      {
        id: 'leftover-uploads',
        prefix: bucketPrefixes.uploads,
        expiration: Duration.days(bucketDefinition.uploadsExpireDays),
      },
      {
        id: 'old-reports',
        prefix: bucketPrefixes.reports,
        expiration: Duration.days(config.reportsExpireDays),
      },
      { id: 'unfinished-multipart', abortIncompleteMultipartUploadAfter: Duration.days(1) },
      {
        id: 'old-versions',
        noncurrentVersionExpiration: Duration.days(NONCURRENT_VERSION_DAYS),
        expiredObjectDeleteMarker: true,
      },
    ],
  });
}
