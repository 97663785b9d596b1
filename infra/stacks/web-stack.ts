/**
 * The site: a private bucket with the built web app, `/config.json` generated at deploy time,
 * the API description, and the CloudFront distribution in front of the site and `/api/*`. It
 * also publishes the site's https address in SSM for the links in mail (the API stack cannot
 * take it as a value: the distribution needs the API as an origin, so that would be a cycle).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { openApiDocument } from '@pvd/shared/api/openapi';
import { Annotations, CfnOutput, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { Distribution } from 'aws-cdk-lib/aws-cloudfront';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  type CfnBucket,
  type IBucket,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import { type AppConfig, siteUrlParameterName } from '../config/app-config';
import { placeholderSite, webDist } from '../config/paths';
import { logPrefixes } from './data/log-bucket';
import { acknowledgeDeploymentHandler } from './web/deployment-handler';
import { defineSiteDistribution } from './web/distribution';

export interface WebStackProps extends StackProps {
  config: Pick<AppConfig, 'appName' | 'siteDomain' | 'siteCertificateArn' | 'googleMapsApiKey'>;
  httpApi: IHttpApi;
  /** The API stack's secret, which CloudFront adds to every API request. */
  originSecret: ISecret;
  /** The data bucket (its origin is allowed by the Content-Security-Policy). */
  dataBucket: IBucket;
  /** Folder of the built site; `web/dist` when it holds index.html, else a placeholder page. */
  siteDir?: string;
  /** The data stack's log bucket: the site bucket's access logs and CloudFront's standard logs. */
  logBucket: IBucket;
  /** The CLOUDFRONT web ACL of the distribution (edge stack or context); none: a warning. */
  webAclArn?: string;
}

/** What the web app reads from `/config.json` (the local runtime serves the same keys). */
export interface SiteRuntimeConfig {
  apiBase: string;
  googleMapsApiKey: string | null;
  stage: string;
}

/** `web/dist` when the site was built, else the placeholder page. */
export function defaultSiteDir(): string {
  return existsSync(join(webDist, 'index.html')) ? webDist : placeholderSite;
}

export class WebStack extends Stack {
  readonly siteBucket: Bucket;
  readonly distribution: Distribution;
  readonly siteUrl: string;
  /** The content of `/config.json`. */
  readonly siteConfig: SiteRuntimeConfig;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { config } = props;
    this.siteBucket = new Bucket(this, 'SiteBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // Rebuilt from the repository on every deployment; nothing in it needs keeping.
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });
    logSiteBucketAccess(this.siteBucket, props.logBucket);
    this.distribution = defineSiteDistribution(this, {
      siteBucket: this.siteBucket,
      dataBucket: props.dataBucket,
      httpApi: props.httpApi,
      originSecret: props.originSecret,
      config,
      logBucket: props.logBucket,
      webAclArn: props.webAclArn,
    });
    this.siteUrl = `https://${config.siteDomain ?? this.distribution.distributionDomainName}`;
    this.siteConfig = { apiBase: '/api', googleMapsApiKey: config.googleMapsApiKey, stage: config.appName };
    this.deploySite(props.siteDir ?? defaultSiteDir(), this.siteConfig);
    new StringParameter(this, 'SiteUrlParameter', {
      parameterName: siteUrlParameterName(config),
      stringValue: this.siteUrl,
      description: "The site's https address, for links in mail",
    });
    new CfnOutput(this, 'SiteUrl', { value: this.siteUrl });
    new CfnOutput(this, 'DistributionDomainName', { value: this.distribution.distributionDomainName });
  }

  private deploySite(siteDir: string, runtimeConfig: SiteRuntimeConfig): void {
    if (siteDir === placeholderSite) {
      Annotations.of(this).addWarningV2(
        'pv-design:site-not-built',
        'web/dist has no index.html: a placeholder page is deployed. `npm run deploy` builds the site first.',
      );
    }
    new BucketDeployment(this, 'DeploySite', {
      sources: [
        // Source maps stay out of the public bucket.
        Source.asset(siteDir, { exclude: ['**/*.map'] }),
        Source.jsonData('config.json', runtimeConfig),
        Source.jsonData('api/openapi.json', openApiDocument()),
      ],
      destinationBucket: this.siteBucket,
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
    acknowledgeDeploymentHandler(this);
  }
}

/**
 * Server access logs of the site bucket, set on its L1 resource: the Bucket prop would add a
 * statement naming this bucket to the log bucket's policy in the data stack (a cycle); that
 * policy allows the account's buckets instead (stacks/data/log-bucket.ts).
 */
function logSiteBucketAccess(siteBucket: Bucket, logBucket: IBucket): void {
  (siteBucket.node.defaultChild as CfnBucket).loggingConfiguration = {
    destinationBucketName: logBucket.bucketName,
    logFilePrefix: logPrefixes.siteBucket,
  };
}
