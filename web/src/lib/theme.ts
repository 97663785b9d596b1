/**
 * The brand colour #f08519 [NAV-5] through Cloudscape theming: primary buttons, links, selected
 * and checked states, focus. White text on #f08519 reaches only 2.6:1, so primary buttons carry
 * dark text and links use a darker shade of the brand (5.5:1), both readable (WCAG AA).
 * The theme becomes a static stylesheet at build time (vite.config.ts): Cloudscape's runtime
 * `applyTheme` would ship its whole 750 KB token preset to every page.
 */
import type { Theme } from '@cloudscape-design/components/theming';
import { BRAND_COLOUR } from '@pvd/shared/constants/limits';

/** Shades of the brand colour. */
export const brand = {
  tint50: '#fff6ed',
  tint100: '#ffe8d1',
  tint200: '#fcd3a8',
  base: BRAND_COLOUR,
  /** Fills, borders and focus rings: 3.4:1 on white. */
  strong: '#d9730f',
  /** Text and links: 5.5:1 on white, 4.7:1 on the lightest tints (hovered and selected rows). */
  text: '#a05500',
  textHover: '#7a4100',
  /** Text on brand fills. */
  onBrand: '#16191f',
} as const;

/**
 * Every themeable token that Cloudscape derives from its primary blue, with the step of the blue
 * palette it uses (50 lightest … 900 darkest). Overrides do not cascade through token references,
 * so each one is listed.
 */
const primaryTokens: Record<string, 50 | 100 | 200 | 600 | 700 | 900> = {
  colorBackgroundButtonLinkActive: 100,
  colorBackgroundButtonLinkHover: 50,
  colorBackgroundButtonNormalActive: 100,
  colorBackgroundButtonNormalHover: 50,
  colorBackgroundToggleButtonNormalPressed: 100,
  colorBackgroundToggleButtonNormalHover: 50,
  colorBackgroundButtonPrimaryActive: 900,
  colorBackgroundButtonPrimaryDefault: 600,
  colorBackgroundButtonPrimaryHover: 900,
  colorBackgroundControlChecked: 600,
  colorBackgroundDropdownItemFilterMatch: 50,
  colorBackgroundDropdownItemSelected: 50,
  colorBackgroundItemSelected: 50,
  colorBackgroundSideNavigationItemActiveCollapsed: 600,
  colorBackgroundLayoutToggleSelectedActive: 600,
  colorBackgroundLayoutToggleSelectedDefault: 600,
  colorBackgroundLayoutToggleSelectedHover: 700,
  colorBackgroundProgressBarValueDefault: 600,
  colorBackgroundSegmentActive: 600,
  colorBackgroundSegmentHover: 50,
  colorBackgroundSliderRangeDefault: 600,
  colorBackgroundSliderRangeActive: 700,
  colorBackgroundSliderHandleDefault: 600,
  colorBackgroundSliderHandleActive: 700,
  colorBackgroundToggleCheckedDisabled: 200,
  colorBorderButtonNormalActive: 900,
  colorBorderButtonNormalDefault: 600,
  colorBorderToggleButtonNormalPressed: 600,
  colorBorderToggleButtonNormalDefault: 600,
  colorBorderToggleButtonNormalHover: 900,
  colorBorderButtonNormalHover: 900,
  colorBorderButtonPrimaryActive: 900,
  colorBorderButtonPrimaryDefault: 600,
  colorBorderButtonPrimaryHover: 900,
  colorItemSelected: 600,
  colorBorderInputFocused: 600,
  colorBorderItemFocused: 600,
  colorBorderItemSelected: 600,
  colorTextSideNavigationItemActive: 600,
  colorTextAccent: 600,
  colorTextButtonInlineIconDefault: 600,
  colorTextButtonInlineIconHover: 900,
  colorTextButtonInlineLinkHover: 900,
  colorTextButtonNormalActive: 900,
  colorTextToggleButtonNormalPressed: 900,
  colorTextButtonNormalDefault: 600,
  colorTextButtonNormalHover: 900,
  colorTextLinkButtonNormalDefault: 600,
  colorTextLinkButtonNormalHover: 900,
  colorTextLinkButtonNormalActive: 900,
  colorTextButtonLinkActive: 900,
  colorTextButtonLinkDefault: 600,
  colorTextButtonLinkHover: 900,
  colorTextDropdownItemFilterMatch: 600,
  colorTextExpandableSectionHover: 600,
  colorTextLayoutToggleHover: 600,
  colorTextLinkDefault: 600,
  colorTextLinkHover: 900,
  colorTextLinkSecondaryDefault: 600,
  colorTextLinkSecondaryHover: 900,
  colorTextLinkInfoDefault: 600,
  colorTextLinkInfoHover: 900,
  colorTextSegmentHover: 900,
  colorDropzoneBackgroundHover: 50,
  colorDropzoneBorderHover: 900,
};

const tints = { 50: brand.tint50, 100: brand.tint100, 200: brand.tint200 } as const;

/** The brand shade that takes the place of the blue `step` in `token`. */
export function brandShade(token: string, step: 50 | 100 | 200 | 600 | 700 | 900): string {
  if (step === 50 || step === 100 || step === 200) return tints[step];
  const dark = step !== 600;
  if (token.startsWith('colorText')) return dark ? brand.textHover : brand.text;
  // The primary button is the brand colour itself, a shade darker under the pointer.
  if (token.includes('ButtonPrimary')) return dark ? brand.strong : brand.base;
  return dark ? brand.text : brand.strong;
}

const both = (value: string) => ({ light: value, dark: value });

/** Success text (statuses, checks): 6.7:1 on white, at least 5.6:1 on the brand's light tints. */
export const SUCCESS_TEXT = '#006b27';

/** Every primary token in brand shades. */
const brandPrimaryTokens = Object.fromEntries(
  Object.entries(primaryTokens).map(([token, step]) => [token, both(brandShade(token, step))]),
);

/**
 * Alerts and flash messages are Cloudscape "visual contexts" that set the primary tokens again
 * from the blue palette, so a link inside an error alert turned Cloudscape blue (#006ce0, 4.6:1 on
 * the alert's #fff6f6, below 4.5:1 while the alert fades in). The same brand shades are set in
 * those light contexts; the dark ones (header, top navigation) are not used by the site.
 */
const LIGHT_CONTEXTS = ['alert', 'flashbar', 'flashbar-warning'] as const;

const rootTokens = {
  ...brandPrimaryTokens,
  colorBackgroundProgressBarValueDefault: both(brand.base),
  colorTextButtonPrimaryDefault: both(brand.onBrand),
  colorTextButtonPrimaryHover: both(brand.onBrand),
  colorTextButtonPrimaryActive: both(brand.onBrand),
  // The selected segment of a segmented control is a brand fill too: white on it was 3.27:1.
  colorTextSegmentActive: both(brand.onBrand),
  // Cloudscape's success green #00802f has 4.48:1 on the brand's light tints (a hovered or
  // selected row, a highlighted container): one shade darker reads at 5.6:1 or more on them.
  colorTextStatusSuccess: both(SUCCESS_TEXT),
};

export const brandTheme: Theme = {
  tokens: rootTokens,
  contexts: Object.fromEntries(
    LIGHT_CONTEXTS.map((context) => [context, { tokens: rootTokens }]),
  ) as Theme['contexts'],
};
