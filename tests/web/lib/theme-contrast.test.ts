/**
 * The theme's text colours stay readable (WCAG 2.1 AA: 4.5:1 for body text) on white and on the
 * brand's light tints, which Cloudscape puts under hovered and selected rows and highlighted
 * containers. Contrast ratio and relative luminance as WCAG 2.1 defines them.
 */
import { describe, expect, it } from 'vitest';
import { brand, SUCCESS_TEXT } from '@/lib/theme';
import { brandThemeStylesheet } from '@/lib/theme-stylesheet';

/** Relative luminance of an sRGB colour '#rrggbb' (WCAG 2.1). */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

const backgrounds = ['#ffffff', brand.tint50, brand.tint100, '#feeee0'];

describe('theme contrast', () => {
  it('computes the published ratio of black on white (21:1) and of #767676 on white (4.54:1)', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 6);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it.each(backgrounds)('reads success text and brand text at 4.5:1 or more on %s', (background) => {
    expect(contrast(SUCCESS_TEXT, background)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(brand.text, background)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('theme on brand fills', () => {
  it('reads the selected segment of a segmented control at 4.5:1 or more (dark text on the brand fill)', () => {
    // The roof drawer's image tools: white on the brand fill was 3.27:1.
    const [, fill] =
      brandThemeStylesheet.match(/--color-background-segment-active-[a-z0-9]+:(#[0-9a-f]{6})/) ?? [];
    const [, text] = brandThemeStylesheet.match(/--color-text-segment-active-[a-z0-9]+:(#[0-9a-f]{6})/) ?? [];
    expect(fill).toBe(brand.strong);
    expect(contrast(text ?? '#ffffff', fill ?? '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('theme inside alerts and flash messages', () => {
  // Cloudscape sets the primary tokens again inside these light "visual contexts"; a stylesheet
  // that left them on Cloudscape's blue palette showed links in error alerts in blue at 4.1:1.
  const blocks = [...brandThemeStylesheet.matchAll(/([^{}]+)\{([^}]*)\}/g)];
  const lightContextBlocks = blocks.filter(
    ([, selector]) =>
      /\.awsui-context-(alert|flashbar)/.test(selector ?? '') && !selector?.includes('content-header'),
  );

  it('takes no colour from the blue primary palette there', () => {
    for (const [, selector, body] of lightContextBlocks) {
      expect(body, selector).not.toMatch(/var\(--color-primary-/);
    }
  });

  it('gives links the brand text colour, which reads at 4.5:1 on the error alert background', () => {
    expect(brandThemeStylesheet).toMatch(new RegExp(`--color-text-link-default-[a-z0-9]+:${brand.text}`));
    expect(contrast(brand.text, '#fff6f6')).toBeGreaterThanOrEqual(4.5);
  });
});
