/**
 * The default station image [PRJ-8]: a drawn PV array, inline so it shows with no file server.
 * The editor and the report both show it for a project without an image.
 */
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 160">
<rect width="240" height="160" fill="#e8f1fb"/><circle cx="196" cy="36" r="18" fill="#f5b342"/>
<rect y="122" width="240" height="38" fill="#9ccf8a"/>
<g transform="translate(40 52) skewX(-18)" fill="#1f4e79" stroke="#e8f1fb" stroke-width="2">
<rect width="40" height="28"/><rect x="40" width="40" height="28"/><rect x="80" width="40" height="28"/>
<rect y="28" width="40" height="28"/><rect x="40" y="28" width="40" height="28"/><rect x="80" y="28" width="40" height="28"/>
</g><rect x="66" y="108" width="4" height="18" fill="#5f6b7a"/><rect x="130" y="108" width="4" height="18" fill="#5f6b7a"/>
</svg>`;

export const DEFAULT_STATION_IMAGE = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(SVG)}`;
