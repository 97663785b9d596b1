/**
 * The colour of each period by its place in the tariff (critical peak first in the presets, so
 * red to blue reads from dear to cheap), with the text colour that stays legible on it. The
 * cells also carry the period's number: colour is never the only sign.
 */
const COLOURS = [
  { background: '#b0152d', text: '#ffffff' },
  { background: '#e07941', text: '#000000' },
  { background: '#f2cd5d', text: '#000000' },
  { background: '#7cc28a', text: '#000000' },
  { background: '#2f6fb3', text: '#ffffff' },
  { background: '#8a5fb5', text: '#ffffff' },
] as const;

/** The colours of the period at `index` (0-based) of the tariff. */
export function periodColours(index: number) {
  return COLOURS[((index % COLOURS.length) + COLOURS.length) % COLOURS.length]!;
}
