/**
 * The security headers of every response of the site, built once for both places that serve it: the
 * CloudFront response headers policy (`infra/stacks/web/distribution.ts`) and the local runtime
 * (`infra/local/site-server.ts`), so the two can never differ
 * (docs/decisions/0018-security-headers-one-source.md).
 */

/** What the policy must let the page reach besides its own origin. */
export interface CspSources {
  /**
   * Origin of the data bucket (pre-signed image reads and uploads go straight to it), e.g.
   * `https://<bucket>.s3.<region>.amazonaws.com`, or the S3 emulator locally.
   */
  dataBucketOrigin: string;
  /** True when /config.json carries a Google Maps key: the Maps origins are allowed, else none. */
  googleMaps: boolean;
}

/**
 * The Google Maps JavaScript API's own allowlist (developers.google.com/maps/documentation/
 * javascript/content-security-policy, "Allowlist CSP"; a nonce-based policy needs a per-response
 * nonce, which a static site on CloudFront cannot give). Added only when a key is configured.
 */
const googleMapsSources: Readonly<Record<string, readonly string[]>> = {
  'script-src': [
    'https://*.googleapis.com',
    'https://*.gstatic.com',
    '*.google.com',
    'https://*.ggpht.com',
    '*.googleusercontent.com',
    "'unsafe-eval'",
    'blob:',
  ],
  'img-src': ['https://*.googleapis.com', 'https://*.gstatic.com', '*.google.com', '*.googleusercontent.com'],
  'connect-src': ['https://*.googleapis.com', '*.google.com', 'https://*.gstatic.com', 'data:', 'blob:'],
  'font-src': ['https://fonts.gstatic.com'],
  'style-src': ['https://fonts.googleapis.com'],
  'frame-src': ['*.google.com'],
  'worker-src': ['blob:'],
};

/**
 * The Content-Security-Policy: scripts only from the site itself (no inline script, no eval
 * without Maps), images and uploads to the site and its data bucket, no frames of others, no
 * framing by others, no plugins, forms and base URL only to itself. Inline style attributes stay
 * allowed: Cloudscape and Highcharts set them, and a style cannot run code.
 *
 * @example
 * contentSecurityPolicy({ dataBucketOrigin: 'http://127.0.0.1:4569', googleMaps: false });
 */
export function contentSecurityPolicy(sources: CspSources): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', sources.dataBucketOrigin],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", sources.dataBucketOrigin],
    'frame-src': ["'none'"],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  if (sources.googleMaps) {
    for (const [name, extra] of Object.entries(googleMapsSources)) {
      const current = directives[name]!.filter((source) => source !== "'none'");
      directives[name] = [...current, ...extra];
    }
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** The referrer policy: the origin only, and nothing over plain http. */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** How long browsers must keep to https. [s] */
export const HSTS_MAX_AGE_SECONDS = 365 * 24 * 3600;

/**
 * The headers every response of the local runtime carries (CloudFront adds the same through its
 * response headers policy; HSTS only there, since the local runtime speaks plain http).
 */
export function localSecurityHeaders(sources: CspSources): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(sources),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': REFERRER_POLICY,
  };
}
