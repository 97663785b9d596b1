/** Shows template HTML after sanitizing it into DOM nodes (no raw HTML string reaches the page). */
import { useEffect, useRef } from 'react';
import { sanitizedFragment } from './sanitize';

export function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    container.current?.replaceChildren(sanitizedFragment(html));
  }, [html]);
  return <div ref={container} className={className} />;
}
