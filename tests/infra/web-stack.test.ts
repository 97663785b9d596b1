import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { placeholderSite, webDist } from '@pvd/infra/config/paths';
import { spaFallbackSource, viewerIpHeader, viewerIpSource } from '@pvd/infra/stacks/web/edge-functions';
import { defaultSiteDir } from '@pvd/infra/stacks/web-stack';
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { describe, expect, it } from 'vitest';
import { resourcesOf, synthesiseApp } from './support/synth';

// Prepare (once per file)
const app = synthesiseApp();
const template = app.template(app.web);
const custom = synthesiseApp({
  siteDomain: 'pv.example.org',
  siteCertificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/abc',
  googleMapsApiKey: 'maps-key',
});

interface Behaviour {
  PathPattern?: string;
  TargetOriginId: string;
  AllowedMethods?: string[];
  CachePolicyId: string;
  Compress?: boolean;
  ResponseHeadersPolicyId?: unknown;
  OriginRequestPolicyId?: string;
  ViewerProtocolPolicy: string;
  FunctionAssociations?: { EventType: string; FunctionARN: { 'Fn::GetAtt': [string, string] } }[];
}
interface Origin {
  Id: string;
  DomainName: unknown;
  S3OriginConfig?: unknown;
  OriginAccessControlId?: unknown;
  CustomOriginConfig?: { OriginProtocolPolicy: string };
  OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[];
}
interface DistributionConfig {
  DefaultRootObject: string;
  DefaultCacheBehavior: Behaviour;
  CacheBehaviors: Behaviour[];
  Origins: Origin[];
  CustomErrorResponses?: unknown;
  Aliases?: string[];
  ViewerCertificate?: { AcmCertificateArn: string };
}

function distributionConfig(t = template): DistributionConfig {
  const distributions = Object.values(resourcesOf(t, 'AWS::CloudFront::Distribution'));
  expect(distributions).toHaveLength(1);
  return distributions[0]!.Properties.DistributionConfig as DistributionConfig;
}

const config = distributionConfig();
const originOf = (behaviour: Behaviour) =>
  config.Origins.find((origin) => origin.Id === behaviour.TargetOriginId)!;
const behaviourFor = (pattern: string) => config.CacheBehaviors.find((b) => b.PathPattern === pattern)!;

/** The source of the CloudFront Function a behaviour runs on viewer requests. */
function viewerRequestCode(behaviour: Behaviour): string {
  const association = behaviour.FunctionAssociations?.find((a) => a.EventType === 'viewer-request');
  expect(association).toBeDefined();
  const fn = resourcesOf(template, 'AWS::CloudFront::Function')[association!.FunctionARN['Fn::GetAtt'][0]];
  return fn!.Properties.FunctionCode as string;
}

interface EdgeRequest {
  uri: string;
  headers: Record<string, { value: string }>;
}

/** Runs a CloudFront Function's source on a viewer request. */
function runEdgeFunction(source: string, uri: string, headers: EdgeRequest['headers'] = {}): EdgeRequest {
  const event = { request: { uri, headers }, viewer: { ip: '203.0.113.9' } };
  return runInNewContext(`${source}\nhandler(event);`, { event }) as EdgeRequest;
}

describe('web stack: the site', () => {
  it('serves the site from the private site bucket through Origin Access Control', () => {
    const origin = originOf(config.DefaultCacheBehavior);
    expect(origin.S3OriginConfig).toBeDefined();
    expect(origin.OriginAccessControlId).toBeDefined();
    expect(config.DefaultRootObject).toBe('index.html');
  });

  it('keeps the site bucket private and SSL-only', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
    });
    const policies = JSON.stringify(resourcesOf(template, 'AWS::S3::BucketPolicy'));
    expect(policies).toContain('"aws:SecureTransport":"false"');
  });

  it('answers client routes with index.html on the site behaviour', () => {
    const code = viewerRequestCode(config.DefaultCacheBehavior);
    expect(code).toBe(spaFallbackSource);
    for (const route of ['/', '/projects/12', '/activation', '/code/exportProReportComponent']) {
      expect(runEdgeFunction(code, route).uri, route).toBe('/index.html');
    }
  });

  it('serves files such as /config.json and hashed assets as they are', () => {
    for (const file of ['/config.json', '/assets/index-1a2b3c.js', '/favicon.ico']) {
      expect(runEdgeFunction(spaFallbackSource, file).uri).toBe(file);
    }
  });

  it('compresses the site (gzip and brotli by the viewer’s Accept-Encoding, as the local server does)', () => {
    // CACHING_OPTIMIZED caches by the normalised Accept-Encoding with gzip and brotli enabled.
    for (const behaviour of [config.DefaultCacheBehavior, behaviourFor('/assets/*')]) {
      expect(behaviour.Compress).toBe(true);
      expect(behaviour.CachePolicyId).toBe(CachePolicy.CACHING_OPTIMIZED.cachePolicyId);
    }
  });

  it('caches hashed assets for a year and has the HTML and /config.json revalidated', () => {
    const policies = resourcesOf(template, 'AWS::CloudFront::ResponseHeadersPolicy');
    const cacheControlOf = (behaviour: Behaviour) => {
      const ref = (behaviour.ResponseHeadersPolicyId as { Ref: string }).Ref;
      const headers = (
        policies[ref]!.Properties.ResponseHeadersPolicyConfig as {
          CustomHeadersConfig?: { Items: { Header: string; Value: string }[] };
        }
      ).CustomHeadersConfig?.Items;
      return headers?.find((header) => header.Header === 'Cache-Control')?.Value;
    };
    expect(cacheControlOf(behaviourFor('/assets/*'))).toBe('public, max-age=31536000, immutable');
    expect(cacheControlOf(config.DefaultCacheBehavior)).toBe('no-cache');
  });

  it('has no distribution-wide error pages, which would turn API 403/404 answers into index.html', () => {
    expect(config.CustomErrorResponses).toBeUndefined();
  });

  it('deploys the built site, /config.json and the API description, then invalidates the cache', () => {
    const deployments = Object.values(resourcesOf(template, 'Custom::CDKBucketDeployment'));
    expect(deployments).toHaveLength(1);
    expect(deployments[0]!.Properties.SourceObjectKeys).toHaveLength(3);
    expect(deployments[0]!.Properties.DistributionPaths).toEqual(['/*']);
  });

  it('writes the API base and the map key (null without one) to /config.json', () => {
    expect(app.web.siteConfig).toEqual({ apiBase: '/api', googleMapsApiKey: null, stage: 'pv-design' });
    expect(custom.web.siteConfig.googleMapsApiKey).toBe('maps-key');
  });

  it('deploys web/dist when the site is built, else the placeholder page', () => {
    const built = existsSync(join(webDist, 'index.html'));
    expect(defaultSiteDir()).toBe(built ? webDist : placeholderSite);
    expect(existsSync(join(placeholderSite, 'index.html'))).toBe(true);
  });
});

describe('web stack: /api/* goes to the HTTP API', () => {
  const api = behaviourFor('/api/*');

  it('routes /api/* to the API’s execute-api domain over HTTPS', () => {
    const origin = originOf(api);
    expect(JSON.stringify(origin.DomainName)).toContain('.execute-api.');
    expect(origin.CustomOriginConfig?.OriginProtocolPolicy).toBe('https-only');
    expect(api.ViewerProtocolPolicy).toBe('https-only');
  });

  it('allows POST, caches nothing and forwards every viewer header but Host', () => {
    expect(api.AllowedMethods).toContain('POST');
    expect(api.CachePolicyId).toBe(CachePolicy.CACHING_DISABLED.cachePolicyId);
    expect(api.OriginRequestPolicyId).toBe(
      OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
    );
  });

  it('passes the viewer’s address to the API in a header the browser cannot forge', () => {
    const code = viewerRequestCode(api);
    expect(code).toBe(viewerIpSource);
    const request = runEdgeFunction(code, '/api/account/login', { [viewerIpHeader]: { value: '10.0.0.1' } });
    expect(request.headers[viewerIpHeader]).toEqual({ value: '203.0.113.9' });
  });

  it('adds the API stack’s origin secret to every request it sends to the API, and to no other origin', () => {
    const withHeaders = config.Origins.filter((origin) => origin.OriginCustomHeaders);
    expect(withHeaders).toEqual([originOf(api)]);
    expect(originOf(api).OriginCustomHeaders).toEqual([
      {
        HeaderName: 'x-origin-verify',
        HeaderValue: {
          'Fn::Join': [
            '',
            [
              '{{resolve:secretsmanager:',
              { 'Fn::ImportValue': expect.stringMatching(/^pv-design-api:ExportsOutputRefOriginSecret/) },
              ':SecretString:::}}',
            ],
          ],
        },
      },
    ]);
  });

  it('serves /api/openapi.json from the site bucket, matched before /api/*', () => {
    const patterns = config.CacheBehaviors.map((b) => b.PathPattern);
    expect(patterns.indexOf('/api/openapi.json')).toBeLessThan(patterns.indexOf('/api/*'));
    expect(originOf(behaviourFor('/api/openapi.json')).S3OriginConfig).toBeDefined();
  });
});

describe('web stack: the site address for mail links', () => {
  it('writes https://<distribution domain> to the SSM parameter the functions read', () => {
    const parameter = Object.values(resourcesOf(template, 'AWS::SSM::Parameter'))[0]!.Properties;
    expect(parameter.Name).toBe('/pv-design/site-url');
    const value = JSON.stringify(parameter.Value);
    expect(value).toContain('https://');
    expect(value).toContain('DomainName');
  });

  it('uses the custom domain, with its certificate, when one is configured', () => {
    // Prepare
    const customTemplate = custom.template(custom.web);

    // Act
    const customConfig = distributionConfig(customTemplate);
    const parameter = Object.values(resourcesOf(customTemplate, 'AWS::SSM::Parameter'))[0]!.Properties;

    // Assess
    expect(customConfig.Aliases).toEqual(['pv.example.org']);
    expect(customConfig.ViewerCertificate?.AcmCertificateArn).toBe(
      'arn:aws:acm:us-east-1:111111111111:certificate/abc',
    );
    expect(parameter.Value).toBe('https://pv.example.org');
  });
});

// Before the fix, the site's HTML carried no Content-Security-Policy on CloudFront.
describe('web stack: security headers on every behaviour', () => {
  interface HeadersPolicy {
    ResponseHeadersPolicyConfig: {
      SecurityHeadersConfig: {
        ContentSecurityPolicy: { ContentSecurityPolicy: unknown; Override: boolean };
        ContentTypeOptions: { Override: boolean };
        FrameOptions: { FrameOption: string };
        ReferrerPolicy: { ReferrerPolicy: string };
      };
    };
  }
  const policiesOf = (t = template) =>
    Object.entries(resourcesOf(t, 'AWS::CloudFront::ResponseHeadersPolicy')).map(
      ([id, resource]) => [id, resource.Properties as unknown as HeadersPolicy] as const,
    );
  const policyIdOf = (behaviour: Behaviour) =>
    JSON.stringify((behaviour as Behaviour & { ResponseHeadersPolicyId: unknown }).ResponseHeadersPolicyId);

  it('gives the site, the assets, /api/openapi.json and /api/* a policy of ours', () => {
    const ours = policiesOf().map(([id]) => id);
    for (const behaviour of [config.DefaultCacheBehavior, ...config.CacheBehaviors]) {
      expect(
        ours.some((id) => policyIdOf(behaviour).includes(id)),
        behaviour.PathPattern ?? 'default',
      ).toBe(true);
    }
  });

  it('sets a strict CSP with the data bucket’s origin, nosniff, DENY framing and the referrer policy', () => {
    for (const [, policy] of policiesOf()) {
      const headers = policy.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
      const csp = JSON.stringify(headers.ContentSecurityPolicy.ContentSecurityPolicy);
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain('RegionalDomainName');
      expect(csp).not.toContain('googleapis');
      expect(headers.ContentSecurityPolicy.Override).toBe(true);
      expect(headers.ContentTypeOptions.Override).toBe(true);
      expect(headers.FrameOptions.FrameOption).toBe('DENY');
      expect(headers.ReferrerPolicy.ReferrerPolicy).toBe('strict-origin-when-cross-origin');
    }
  });

  it('allows the Google Maps origins only when a key is configured', () => {
    const withKey = policiesOf(custom.template(custom.web));
    for (const [, policy] of withKey) {
      const csp = JSON.stringify(
        policy.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy,
      );
      expect(csp).toContain('https://*.googleapis.com');
    }
  });
});
