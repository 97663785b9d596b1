/** Icons of the editor toolbar that Cloudscape's set lacks (16 px grid, drawn in currentColor). */
import type { ReactElement } from 'react';

function icon(paths: string, strokeWidth = 2): ReactElement {
  return (
    <svg viewBox="0 0 16 16" focusable="false" aria-hidden="true">
      <path
        d={paths}
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export const toolbarIcons = {
  bold: icon('M4.5 2.5h4.25a2.75 2.75 0 0 1 0 5.5H4.5zM4.5 8h5a3 3 0 0 1 0 6h-5z', 2.2),
  italic: icon('M7 2.5h6M3 13.5h6M10 2.5l-4 11'),
  underline: icon('M4 2v5.5a4 4 0 0 0 8 0V2M3 14.5h10'),
  bulletList: icon('M6 4h8M6 8h8M6 12h8M2.5 4h.01M2.5 8h.01M2.5 12h.01', 2.4),
  numberedList: icon('M6.5 4h7.5M6.5 8h7.5M6.5 12h7.5M2 2.5h1v3.5M1.75 9.5h2.5L2 13.5h2.5', 1.5),
  link: icon(
    'M6.5 9.5l3-3M7 4.5l1.25-1.25a2.5 2.5 0 0 1 3.5 3.5L10.5 8M9 11.5l-1.25 1.25a2.5 2.5 0 0 1-3.5-3.5L5.5 8',
  ),
} as const;
