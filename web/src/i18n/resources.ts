/**
 * The translations of the site: one JSON file per namespace and language, `en` the source whose
 * shape types every key (see i18next.d.ts). Both languages are bundled: together they are a few
 * kilobytes, less than a second request would cost.
 */
import enAuth from './locales/en/auth.json';
import enCommon from './locales/en/common.json';
import enLayout from './locales/en/layout.json';
import enMaintain from './locales/en/maintain.json';
import enPages from './locales/en/pages.json';
import enSettings from './locales/en/settings.json';
import zhAuth from './locales/zh-CN/auth.json';
import zhCommon from './locales/zh-CN/common.json';
import zhLayout from './locales/zh-CN/layout.json';
import zhMaintain from './locales/zh-CN/maintain.json';
import zhPages from './locales/zh-CN/pages.json';
import zhSettings from './locales/zh-CN/settings.json';

export const defaultNamespace = 'common';

/** The source language's resources; their shape is the type of every key. */
export const sourceResources = {
  common: enCommon,
  layout: enLayout,
  pages: enPages,
  auth: enAuth,
  settings: enSettings,
  maintain: enMaintain,
} as const;

export type Namespace = keyof typeof sourceResources;
export const namespaces = Object.keys(sourceResources) as Namespace[];

export const resources = {
  en: sourceResources,
  'zh-CN': {
    common: zhCommon,
    layout: zhLayout,
    pages: zhPages,
    auth: zhAuth,
    settings: zhSettings,
    maintain: zhMaintain,
  },
} satisfies Record<'en' | 'zh-CN', Record<Namespace, unknown>>;
