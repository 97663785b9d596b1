/** The site's Simplified Chinese translations (the default language), one JSON file per namespace: a chunk of their own. */

import type { SourceResources } from './en';
import auth from './zh-CN/auth.json';
import cable from './zh-CN/cable.json';
import catalogue from './zh-CN/catalogue.json';
import common from './zh-CN/common.json';
import editor from './zh-CN/editor.json';
import editorArrays from './zh-CN/editor-arrays.json';
import editorBase from './zh-CN/editor-base.json';
import editorFinance from './zh-CN/editor-finance.json';
import editorRoof from './zh-CN/editor-roof.json';
import editorStrings from './zh-CN/editor-strings.json';
import inverter from './zh-CN/inverter.json';
import layout from './zh-CN/layout.json';
import maintain from './zh-CN/maintain.json';
import pages from './zh-CN/pages.json';
import panel from './zh-CN/panel.json';
import project from './zh-CN/project.json';
import report from './zh-CN/report.json';
import settings from './zh-CN/settings.json';
import ui from './zh-CN/ui.json';

export const resources = {
  common,
  layout,
  pages,
  auth,
  settings,
  maintain,
  ui,
  panel,
  cable,
  catalogue,
  inverter,
  project,
  editor,
  editorBase,
  editorArrays,
  editorStrings,
  editorFinance,
  editorRoof,
  report,
} satisfies Record<keyof SourceResources, unknown>;
