/**
 * The published sources of the uncertainty defaults [UNC-2] [UNC-3], each named once so that a
 * default, the docs (docs/uncertainty.md) and the report cite the same text.
 */

/** A published source of a default value. */
export interface UncertaintySource {
  /** Authors, title, year, where published. */
  citation: string;
  /** The DOI or report number, when it has one. */
  identifier?: string;
}

/**
 * D. Thevenard, S. Pelland, "Estimating the uncertainty in long-term photovoltaic yield
 * predictions", Solar Energy 91 (2013) 432-445: the budget of a 10 MW system in Toronto (3.9 %
 * year-to-year climate, 5 % long-term horizontal insolation, 3 % plane of array, 3 % module
 * rating, 2 % soiling, 1.5 % snow, 5 % other).
 */
export const THEVENARD_PELLAND_2013: UncertaintySource = {
  citation:
    'D. Thevenard, S. Pelland, "Estimating the uncertainty in long-term photovoltaic yield predictions", Solar Energy 91 (2013) 432-445',
  identifier: 'doi:10.1016/j.solener.2011.05.006',
};

/**
 * C. A. Gueymard, S. M. Wilcox, "Assessment of spatial and temporal variability in the US solar
 * resource from radiometric measurements and predictions from models using ground-based or
 * satellite data", Solar Energy 85 (2011) 1068-1084: the year-to-year coefficient of variation
 * of annual GHI is mostly below 5 %, lowest (2-3 %) in the arid south-west.
 */
export const GUEYMARD_WILCOX_2011: UncertaintySource = {
  citation:
    'C. A. Gueymard, S. M. Wilcox, "Assessment of spatial and temporal variability in the US solar resource from radiometric measurements and predictions from models using ground-based or satellite data", Solar Energy 85 (2011) 1068-1084',
  identifier: 'doi:10.1016/j.solener.2011.02.030',
};

/**
 * International Finance Corporation, "Utility-Scale Solar Photovoltaic Power Plants: A Project
 * Developer's Guide" (2015), section 4: resource data from satellites or interpolation 5-8 % or
 * more by region, the simulation software itself 2-3 %.
 */
export const IFC_2015: UncertaintySource = {
  citation:
    'International Finance Corporation, "Utility-Scale Solar Photovoltaic Power Plants: A Project Developer\'s Guide" (2015)',
};

/**
 * D. C. Jordan, S. R. Kurtz, "Photovoltaic Degradation Rates — an Analytical Review", Progress
 * in Photovoltaics 21 (2013) 12-29: a median degradation of 0.5 %/year over about 2 000 rates.
 */
export const JORDAN_KURTZ_2013: UncertaintySource = {
  citation:
    'D. C. Jordan, S. R. Kurtz, "Photovoltaic Degradation Rates — an Analytical Review", Progress in Photovoltaics 21 (2013) 12-29',
  identifier: 'doi:10.1002/pip.1182',
};

/**
 * A. P. Dobos, P. Gilman, M. Kasberg, "P50/P90 Analysis for Solar Energy Systems Using the
 * System Advisor Model", NREL/CP-6A20-54488 (2012): the P90 of a normal distribution, 1.282 σ
 * below the P50, for one year and over a span of years.
 */
export const DOBOS_GILMAN_KASBERG_2012: UncertaintySource = {
  citation:
    'A. P. Dobos, P. Gilman, M. Kasberg, "P50/P90 Analysis for Solar Energy Systems Using the System Advisor Model", NREL (2012)',
  identifier: 'NREL/CP-6A20-54488',
};

/** The product's own choice where no source gives a number; the docs say why [UNC-2]. */
export const PRODUCT_DECISION: UncertaintySource = {
  citation: 'Product decision (docs/uncertainty.md)',
};
