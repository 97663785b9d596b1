/**
 * The site's English translations, one JSON file per namespace. English is the source language:
 * the shape of `resources` types every key (i18next.d.ts). The site imports only that type; it
 * loads each file as a chunk of its own (resources.ts).
 */

import auth from './en/auth.json';
import cable from './en/cable.json';
import catalogue from './en/catalogue.json';
import common from './en/common.json';
import editor from './en/editor.json';
import editorArrays from './en/editor-arrays.json';
import editorBase from './en/editor-base.json';
import editorClimate from './en/editor-climate.json';
import editorFinance from './en/editor-finance.json';
import editorRoof from './en/editor-roof.json';
import editorStrings from './en/editor-strings.json';
import editorSurroundings from './en/editor-surroundings.json';
import inverter from './en/inverter.json';
import layout from './en/layout.json';
import maintain from './en/maintain.json';
import pages from './en/pages.json';
import panel from './en/panel.json';
import project from './en/project.json';
import report from './en/report.json';
import settings from './en/settings.json';
import tariff from './en/tariff.json';
import ui from './en/ui.json';

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
  editorSurroundings,
  editorClimate,
  report,
  tariff,
} as const;

export type SourceResources = typeof resources;
