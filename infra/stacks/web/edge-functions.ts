/**
 * CloudFront Functions (cloudfront-js-2.0) of the web stack, kept as source text so the infra
 * tests can run them.
 */
import { originHeaders } from '@pvd/functions/_lib/config/resources';

/**
 * Client routes of the single-page app (`/projects/12`, `/activation?key=…`) get index.html;
 * paths whose last segment has a file extension (`/assets/app-1a2b.js`, `/config.json`) pass.
 *
 * This is done per request on the site's behaviour instead of with the distribution's error
 * responses (403/404 → /index.html), because those apply to every behaviour: the API's own
 * 403 and 404 answers would reach the browser as index.html with status 200.
 */
export const spaFallbackSource = `function handler(event) {
  var request = event.request;
  var lastSegment = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;

/** Header that carries the browser's address to the API. */
export const viewerIpHeader = originHeaders.viewerIp;

/**
 * Behind CloudFront, API Gateway sees CloudFront's address as `sourceIp`, so per-address rate
 * limits would count every user of an edge location together. This puts the viewer's address
 * in a header, overwriting any value the browser sent.
 */
export const viewerIpSource = `function handler(event) {
  var request = event.request;
  request.headers['${viewerIpHeader}'] = { value: event.viewer.ip };
  return request;
}`;
