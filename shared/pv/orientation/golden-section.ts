/**
 * Golden-section search for the maximum of a unimodal function on an interval.
 */

const INVERSE_PHI = (Math.sqrt(5) - 1) / 2;

/** Where the maximum is, and how many evaluations it took. */
export interface GoldenSectionResult {
  x: number;
  value: number;
  evaluations: number;
}

/**
 * Maximises f on [low, high] to a bracket narrower than `tolerance`.
 * Source: J. Kiefer, "Sequential minimax search for a maximum", Proc. AMS, vol. 4, no. 3,
 * pp. 502–506, 1953, doi:10.1090/S0002-9939-1953-0055639-3.
 * @param f function to maximise
 * @param low lower end of the bracket
 * @param high upper end of the bracket
 * @param tolerance width at which to stop (same unit as x)
 */
export function goldenSectionMaximum(
  f: (x: number) => number,
  low: number,
  high: number,
  tolerance: number,
): GoldenSectionResult {
  let a = low;
  let b = high;
  let c = b - INVERSE_PHI * (b - a);
  let d = a + INVERSE_PHI * (b - a);
  let fc = f(c);
  let fd = f(d);
  let evaluations = 2;
  while (b - a > tolerance) {
    if (fc >= fd) {
      b = d;
      d = c;
      fd = fc;
      c = b - INVERSE_PHI * (b - a);
      fc = f(c);
    } else {
      a = c;
      c = d;
      fc = fd;
      d = a + INVERSE_PHI * (b - a);
      fd = f(d);
    }
    evaluations++;
  }
  return fc >= fd ? { x: c, value: fc, evaluations } : { x: d, value: fd, evaluations };
}
