/**
 * Roof layout: the local metric frame, polygon helpers, the panel fill, row spacing and the
 * overlap rule between drawn arrays.
 */
export * from './fill';
export * from './laying-method';
export * from './local-frame';
export * from './overlap';
export * from './polygon';
export * from './rounding';
export * from './row-spacing';
export * from './strip';
export * from './types';
