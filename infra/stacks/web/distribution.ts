/**
 * The CloudFront distribution: the site from a private bucket through Origin Access Control, and
 * `/api/*` from the HTTP API, so site and API share one origin and need no CORS.
 *
 * Behaviours, in the order CloudFront matches them:
 * - `/api/openapi.json`: the API description, a file of the site bucket;
 * - `/api/*`: the HTTP API, never cached, every viewer header but Host forwarded, POST allowed;
 * - `/assets/*`: Vite's content-hashed files, cacheable for a year;
 * - default: the site, with client routes answered by index.html (see `spaFallbackSource`) and
 *   `Cache-Control: no-cache`, so a deployment is seen at once (index.html, /config.json).
 */

import { originHeaders } from '@pvd/functions/_lib/config/resources';
import { Annotations, Duration, Stack, Validations } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  type BehaviorOptions,
  CachePolicy,
  Distribution,
  type DistributionProps,
  Function as EdgeFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  type IOrigin,
  type IResponseHeadersPolicy,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  ResponseHeadersPolicy,
  type ResponseSecurityHeadersBehavior,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import type { AppConfig } from '../../config/app-config';
import { contentSecurityPolicy, HSTS_MAX_AGE_SECONDS } from '../../config/security-headers';
import { logPrefixes } from '../data/log-bucket';
import { spaFallbackSource, viewerIpSource } from './edge-functions';

export interface SiteDistributionProps {
  siteBucket: IBucket;
  /** The data bucket: pre-signed image reads and uploads go to it, so the CSP allows its origin. */
  dataBucket: IBucket;
  httpApi: IHttpApi;
  /** Added to every request sent to the API, which refuses requests without it. */
  originSecret: ISecret;
  config: Pick<AppConfig, 'siteDomain' | 'siteCertificateArn' | 'googleMapsApiKey'>;
  /** Standard logs go to this bucket, under `logPrefixes.cloudFront`. */
  logBucket: IBucket;
  /** The CLOUDFRONT web ACL in front of the distribution, when one is known. */
  webAclArn?: string;
}

/** The same headers as the local runtime's (infra/config/security-headers.ts), plus HSTS. */
function securityHeaders(props: SiteDistributionProps): ResponseSecurityHeadersBehavior {
  const csp = contentSecurityPolicy({
    dataBucketOrigin: `https://${props.dataBucket.bucketRegionalDomainName}`,
    googleMaps: props.config.googleMapsApiKey !== null,
  });
  return {
    contentSecurityPolicy: { contentSecurityPolicy: csp, override: true },
    contentTypeOptions: { override: true },
    frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
    referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
    strictTransportSecurity: {
      accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS),
      includeSubdomains: true,
      override: true,
    },
  };
}

function headersPolicy(
  scope: Construct,
  id: string,
  security: ResponseSecurityHeadersBehavior,
  cacheControl?: string,
): ResponseHeadersPolicy {
  return new ResponseHeadersPolicy(scope, id, {
    ...(cacheControl
      ? {
          customHeadersBehavior: {
            customHeaders: [{ header: 'Cache-Control', value: cacheControl, override: true }],
          },
        }
      : {}),
    securityHeadersBehavior: security,
  });
}

function edgeFunction(scope: Construct, id: string, source: string): EdgeFunction {
  return new EdgeFunction(scope, id, {
    code: FunctionCode.fromInline(source),
    runtime: FunctionRuntime.JS_2_0,
  });
}

/**
 * The API's own domain, `<id>.execute-api.<region>.amazonaws.com`, as CloudFront's origin, with
 * the origin secret on every request (over any header of that name a viewer sent): the API
 * answers only requests that carry it, so only CloudFront's `x-viewer-ip` is believed.
 */
function apiOrigin(scope: Construct, httpApi: IHttpApi, originSecret: ISecret): HttpOrigin {
  const stack = Stack.of(scope);
  return new HttpOrigin(`${httpApi.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`, {
    protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
    customHeaders: { [originHeaders.originSecret]: originSecret.secretValue.unsafeUnwrap() },
  });
}

/** A behaviour serving files of the site bucket. */
function siteBehaviour(
  origin: IOrigin,
  responseHeadersPolicy: IResponseHeadersPolicy,
  viewerRequest?: EdgeFunction,
): BehaviorOptions {
  return {
    origin,
    viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
    cachePolicy: CachePolicy.CACHING_OPTIMIZED,
    responseHeadersPolicy,
    ...(viewerRequest
      ? { functionAssociations: [{ function: viewerRequest, eventType: FunctionEventType.VIEWER_REQUEST }] }
      : {}),
  };
}

/** `/api/*`: never cached, every viewer header but Host (API Gateway routes on Host), POST allowed. */
function apiBehaviour(
  scope: Construct,
  props: SiteDistributionProps,
  responseHeadersPolicy: IResponseHeadersPolicy,
): BehaviorOptions {
  return {
    origin: apiOrigin(scope, props.httpApi, props.originSecret),
    viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
    allowedMethods: AllowedMethods.ALLOW_ALL,
    cachePolicy: CachePolicy.CACHING_DISABLED,
    originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
    responseHeadersPolicy,
    functionAssociations: [
      {
        function: edgeFunction(scope, 'ViewerIp', viewerIpSource),
        eventType: FunctionEventType.VIEWER_REQUEST,
      },
    ],
  };
}

/** The custom domain and its certificate, when configured. */
function customDomain(scope: Construct, config: SiteDistributionProps['config']): Partial<DistributionProps> {
  const { siteDomain, siteCertificateArn } = config;
  if (!siteDomain || !siteCertificateArn) return {};
  return {
    domainNames: [siteDomain],
    certificate: Certificate.fromCertificateArn(scope, 'SiteCertificate', siteCertificateArn),
    minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
  };
}

/** What cdk-nag finds in the distribution and is so on purpose, with the reason. */
function acknowledgeDistribution(distribution: Distribution, props: SiteDistributionProps): void {
  Validations.of(distribution).acknowledge({
    id: 'AwsSolutions-CFR1',
    reason: 'No geo restriction: installers of any country use the product (its languages are en and zh-CN).',
  });
  if (!props.config.siteDomain) {
    Validations.of(distribution).acknowledge({
      id: 'AwsSolutions-CFR4',
      reason:
        "Without siteDomain the site is served on CloudFront's own *.cloudfront.net certificate, whose security policy CloudFront fixes; with siteDomain the minimum is TLSv1.2_2021.",
    });
  }
  if (!props.webAclArn) {
    Annotations.of(distribution).addWarningV2(
      'pv-design:no-web-acl',
      'No web ACL: set context account and region (the edge stack attaches its ACL) or webAclArn.',
    );
    Validations.of(distribution).acknowledge({
      id: 'AwsSolutions-CFR2',
      reason:
        'Env-agnostic synth without webAclArn: the edge stack (us-east-1) makes the web ACL, attached on deployment with account and region set or with -c webAclArn (docs/operations.md); the synth warns.',
    });
  }
}

/** The distribution in front of the site bucket and the HTTP API. */
export function defineSiteDistribution(scope: Construct, props: SiteDistributionProps): Distribution {
  const siteOrigin = S3BucketOrigin.withOriginAccessControl(props.siteBucket);
  const spaFallback = edgeFunction(scope, 'SpaFallback', spaFallbackSource);
  const security = securityHeaders(props);
  const plainHeaders = headersPolicy(scope, 'SecurityHeaders', security);
  const distribution = new Distribution(scope, 'Distribution', {
    comment: 'Site and /api on one origin',
    webAclId: props.webAclArn,
    enableLogging: true,
    logBucket: props.logBucket,
    logFilePrefix: logPrefixes.cloudFront,
    httpVersion: HttpVersion.HTTP2_AND_3,
    defaultRootObject: 'index.html',
    ...customDomain(scope, props.config),
    defaultBehavior: siteBehaviour(
      siteOrigin,
      headersPolicy(scope, 'SiteHeaders', security, 'no-cache'),
      spaFallback,
    ),
    // Matched in this order: the file /api/openapi.json before the API itself.
    additionalBehaviors: {
      '/api/openapi.json': siteBehaviour(siteOrigin, plainHeaders),
      '/api/*': apiBehaviour(scope, props, plainHeaders),
      '/assets/*': siteBehaviour(
        siteOrigin,
        headersPolicy(scope, 'AssetHeaders', security, 'public, max-age=31536000, immutable'),
      ),
    },
  });
  acknowledgeDistribution(distribution, props);
  return distribution;
}
