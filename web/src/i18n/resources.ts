/**
 * The translations of the site: one JSON file per namespace and language, `en` the source whose
 * shape types every key (see i18next.d.ts). Both languages are bundled: together they are a few
 * kilobytes, less than a second request would cost.
 */
import enAuth from './locales/en/auth.json';
import enCable from './locales/en/cable.json';
import enCatalogue from './locales/en/catalogue.json';
import enCommon from './locales/en/common.json';
import enEditor from './locales/en/editor.json';
import enEditorArrays from './locales/en/editor-arrays.json';
import enEditorBase from './locales/en/editor-base.json';
import enEditorFinance from './locales/en/editor-finance.json';
import enEditorRoof from './locales/en/editor-roof.json';
import enEditorStrings from './locales/en/editor-strings.json';
import enEditorSurroundings from './locales/en/editor-surroundings.json';
import enInverter from './locales/en/inverter.json';
import enLayout from './locales/en/layout.json';
import enMaintain from './locales/en/maintain.json';
import enPages from './locales/en/pages.json';
import enPanel from './locales/en/panel.json';
import enProject from './locales/en/project.json';
import enReport from './locales/en/report.json';
import enSettings from './locales/en/settings.json';
import enUi from './locales/en/ui.json';
import zhAuth from './locales/zh-CN/auth.json';
import zhCable from './locales/zh-CN/cable.json';
import zhCatalogue from './locales/zh-CN/catalogue.json';
import zhCommon from './locales/zh-CN/common.json';
import zhEditor from './locales/zh-CN/editor.json';
import zhEditorArrays from './locales/zh-CN/editor-arrays.json';
import zhEditorBase from './locales/zh-CN/editor-base.json';
import zhEditorFinance from './locales/zh-CN/editor-finance.json';
import zhEditorRoof from './locales/zh-CN/editor-roof.json';
import zhEditorStrings from './locales/zh-CN/editor-strings.json';
import zhEditorSurroundings from './locales/zh-CN/editor-surroundings.json';
import zhInverter from './locales/zh-CN/inverter.json';
import zhLayout from './locales/zh-CN/layout.json';
import zhMaintain from './locales/zh-CN/maintain.json';
import zhPages from './locales/zh-CN/pages.json';
import zhPanel from './locales/zh-CN/panel.json';
import zhProject from './locales/zh-CN/project.json';
import zhReport from './locales/zh-CN/report.json';
import zhSettings from './locales/zh-CN/settings.json';
import zhUi from './locales/zh-CN/ui.json';

export const defaultNamespace = 'common';

/** The source language's resources; their shape is the type of every key. */
export const sourceResources = {
  common: enCommon,
  layout: enLayout,
  pages: enPages,
  auth: enAuth,
  settings: enSettings,
  maintain: enMaintain,
  ui: enUi,
  panel: enPanel,
  cable: enCable,
  catalogue: enCatalogue,
  inverter: enInverter,
  project: enProject,
  editor: enEditor,
  editorBase: enEditorBase,
  editorArrays: enEditorArrays,
  editorStrings: enEditorStrings,
  editorFinance: enEditorFinance,
  editorRoof: enEditorRoof,
  editorSurroundings: enEditorSurroundings,
  report: enReport,
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
    ui: zhUi,
    panel: zhPanel,
    cable: zhCable,
    catalogue: zhCatalogue,
    inverter: zhInverter,
    project: zhProject,
    editor: zhEditor,
    editorBase: zhEditorBase,
    editorArrays: zhEditorArrays,
    editorStrings: zhEditorStrings,
    editorFinance: zhEditorFinance,
    editorRoof: zhEditorRoof,
    editorSurroundings: zhEditorSurroundings,
    report: zhReport,
  },
} satisfies Record<'en' | 'zh-CN', Record<Namespace, unknown>>;
