/**
 * The product's mark: a sun rising behind a PV panel, in the brand colour. One drawing for the
 * header (as an image address), the public pages (inline) and the favicon (public/favicon.svg).
 */
import { BRAND_COLOUR } from '@pvd/shared/constants/limits';

const drawing = [
  `<circle cx="20" cy="10" r="5" fill="${BRAND_COLOUR}"/>`,
  `<g stroke="${BRAND_COLOUR}" stroke-width="1.6" stroke-linecap="round">`,
  '<path d="M20 1.5v2M27.5 10h2M25.3 4.7l1.4-1.4M13.3 3.3l1.4 1.4"/></g>',
  `<path d="M3 29 8 16h18l3 13z" fill="${BRAND_COLOUR}"/>`,
  '<path d="M5.3 23h21.9M6.6 19.5h19.8M14 16l-1.3 13M20 16l.7 13" stroke="#fff" stroke-width="1.2"/>',
].join('');

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">${drawing}</svg>`;

/** The logo as an image address (TopNavigation takes a `src`). */
export const logoDataUrl = `data:image/svg+xml,${encodeURIComponent(svg)}`;

interface LogoProps {
  /** Edge length. [px] */
  size?: number;
  /** Accessible name; omit when text beside the logo already names the product. */
  label?: string;
}

/** The logo inline. */
export function Logo({ size = 32, label }: LogoProps) {
  return (
    <img
      src={logoDataUrl}
      width={size}
      height={size}
      alt={label ?? ''}
      aria-hidden={label ? undefined : true}
      style={{ display: 'block' }}
    />
  );
}
