import { bucketDefinition, bucketPrefixes, tableDefinition } from '@pvd/functions/_lib/config/resources';
import { DataStack, NONCURRENT_VERSION_DAYS } from '@pvd/infra/stacks/data-stack';
import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { cdkJsonContext, resourcesOf, synthesiseApp } from './support/synth';

// Prepare (once per file): the whole app, synthesised as `cdk synth` does.
const app = synthesiseApp();
const template = app.template(app.data);

function onlyResource(type: string) {
  const resources = Object.values(template.findResources(type));
  expect(resources).toHaveLength(1);
  return resources[0] as {
    Properties: Record<string, unknown>;
    DeletionPolicy?: string;
    UpdateReplacePolicy?: string;
  };
}

/** The data bucket (the stack also holds the log bucket). */
function dataBucketOf(stackTemplate: Template) {
  const [bucket] = Object.entries(resourcesOf(stackTemplate, 'AWS::S3::Bucket'))
    .filter(([logicalId]) => logicalId.startsWith('DataBucket'))
    .map(([, resource]) => resource as ReturnType<typeof onlyResource>);
  expect(bucket).toBeDefined();
  return bucket!;
}

describe('data stack: the table', () => {
  it('has the PK/SK keys of the shared table definition', () => {
    // Assess
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: tableDefinition.partitionKey, KeyType: 'HASH' },
        { AttributeName: tableDefinition.sortKey, KeyType: 'RANGE' },
      ],
    });
  });

  it('has GSI1 on GSI1PK/GSI1SK with every attribute projected', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      GlobalSecondaryIndexes: tableDefinition.globalIndexes.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    });
    expect(tableDefinition.globalIndexes.map((index) => index.indexName)).toContain('GSI1');
  });

  it('expires items by the expiresAt TTL attribute', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
    });
  });

  it('is billed per request', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', { BillingMode: 'PAY_PER_REQUEST' });
  });

  it('has point-in-time recovery enabled', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    });
  });

  it('has deletion protection enabled', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', { DeletionProtectionEnabled: true });
  });

  it('is retained when the stack is deleted or the table replaced', () => {
    const table = onlyResource('AWS::DynamoDB::Table');
    expect(table.DeletionPolicy).toBe('Retain');
    expect(table.UpdateReplacePolicy).toBe('Retain');
  });
});

describe('data stack: the data bucket', () => {
  it('blocks every kind of public access', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
    });
  });

  it('is retained when the stack is deleted or the bucket replaced', () => {
    const bucket = dataBucketOf(template);
    expect(bucket.DeletionPolicy).toBe('Retain');
    expect(bucket.UpdateReplacePolicy).toBe('Retain');
  });

  it('refuses requests that do not use TLS', () => {
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Deny',
            Action: 's3:*',
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        ]),
      },
    });
  });

  it('encrypts objects with S3-managed keys', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
    });
  });

  it('keeps deleted and overwritten objects 30 days, so a deleted project’s files can be restored', () => {
    const bucket = dataBucketOf(template);
    expect(bucket.Properties.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    expect(bucket.Properties.LifecycleConfiguration).toMatchObject({
      Rules: expect.arrayContaining([
        expect.objectContaining({
          Id: 'old-versions',
          NoncurrentVersionExpiration: { NoncurrentDays: NONCURRENT_VERSION_DAYS },
          ExpiredObjectDeleteMarker: true,
        }),
      ]),
    });
  });

  it('deletes leftover uploads after a day and old reports after the configured days', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({
            Prefix: bucketPrefixes.uploads,
            ExpirationInDays: bucketDefinition.uploadsExpireDays,
            Status: 'Enabled',
          }),
          Match.objectLike({ Prefix: bucketPrefixes.reports, ExpirationInDays: 30, Status: 'Enabled' }),
        ]),
      },
    });
    expect(bucketDefinition.uploadsExpireDays).toBe(1);
  });

  it('lets the browser PUT and GET through pre-signed URLs (CORS)', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: {
        CorsRules: [
          Match.objectLike({ AllowedMethods: Match.arrayWith(['PUT', 'GET']), AllowedHeaders: ['*'] }),
        ],
      },
    });
  });

  it('limits CORS to the custom domain of the site when one is configured', () => {
    // Prepare: the data stack alone depends on no other stack.
    const custom = new DataStack(new App({ context: cdkJsonContext() }), 'data', {
      config: { siteDomain: 'pv.example.org', reportsExpireDays: 30 },
    });

    // Act
    const bucket = dataBucketOf(Template.fromStack(custom));
    const cors = bucket.Properties.CorsConfiguration as { CorsRules: { AllowedOrigins: string[] }[] };

    // Assess
    expect(cors.CorsRules[0]!.AllowedOrigins).toEqual(['https://pv.example.org']);
  });
});

describe('data stack', () => {
  it('is termination-protected', () => {
    expect(app.data.terminationProtection).toBe(true);
  });

  it('holds no function, so a redeploy of the API never touches it', () => {
    template.resourceCountIs('AWS::Lambda::Function', 0);
  });
});
