/**
 * External links of the login page: the provider's cloud site, its corporate site and
 * the older design tool. Placeholders until the provider names its real addresses.
 */
export const externalLinks = {
  cloud: 'https://cloud.example.com/',
  corporate: 'https://www.example.com/',
  legacyDesignTool: 'https://design-classic.example.com/',
} as const;

export type ExternalLinkName = keyof typeof externalLinks;
