/**
 * The version of the energy engine (`shared/pv`, the report's and the live results' figures),
 * printed on every report as PVsyst prints its own: a figure can then be traced to the code that
 * computed it. Raise it with any change that moves the figures (a model, a default, a loss).
 */
export const ENGINE_VERSION = '1.0.0';
