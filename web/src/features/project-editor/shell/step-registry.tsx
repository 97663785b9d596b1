/**
 * Which component draws each step (the wizard's table of contents). The first step comes with the
 * editor; each later one is a chunk of its own, loaded when first shown, or earlier: once a step
 * has painted, the charts and the other steps start loading (and the roof drawer, once the PV
 * array step has), so moving on rarely waits.
 */
import type { ComponentType } from 'react';
import { preloadCharts } from '@/lib/charts/highcharts-module';
import { withNamespaces } from '@/lib/i18n';
import { lazyModule } from '@/lib/lazy-module';
import { BaseInfoStep } from '../base-info/base-info-step';
import type { StepProps } from '../model/step-props';
import type { StepId } from '../model/steps';
import { preloadRoofDrawer } from '../pv-arrays/roof/lazy-roof-drawer';
import { preloadLiveResults } from '../results/lazy-live-results';
import { lazyStep, preloadingAfterPaint } from './lazy-step';

const stepModules = {
  load: lazyModule(withNamespaces(['editorBase'], () => import('../user-load/user-load-step'))),
  arrays: lazyModule(
    withNamespaces(['editorArrays', 'editorRoof', 'panel'], () => import('../pv-arrays/pv-arrays-step')),
  ),
  inverters: lazyModule(
    withNamespaces(['editorStrings', 'inverter'], () => import('../inverters/inverters-step')),
  ),
  strings: lazyModule(
    withNamespaces(['editorStrings'], () => import('../system-settings/system-settings-step')),
  ),
  loss: lazyModule(withNamespaces(['editorFinance'], () => import('../system-loss/system-loss-step'))),
  tariff: lazyModule(withNamespaces(['tariff'], () => import('../tariff/tariff-step'))),
  investment: lazyModule(
    withNamespaces(['editorFinance', 'editorBase'], () => import('../investment/investment-step')),
  ),
};

/** Starts loading what the later steps and the live results need, without waiting. */
function preloadEditor(): void {
  // The charts first: the live results beside every step from the PV arrays on draw them.
  preloadCharts();
  preloadLiveResults();
  for (const module of Object.values(stepModules)) module.preload();
}

const steps: Record<StepId, ComponentType<StepProps>> = {
  base: BaseInfoStep,
  load: lazyStep(stepModules.load, (m) => m.UserLoadStep),
  arrays: lazyStep(stepModules.arrays, (m) => m.PvArraysStep),
  inverters: lazyStep(stepModules.inverters, (m) => m.InvertersStep),
  strings: lazyStep(stepModules.strings, (m) => m.SystemSettingsStep),
  loss: lazyStep(stepModules.loss, (m) => m.SystemLossStep),
  tariff: lazyStep(stepModules.tariff, (m) => m.TariffStep),
  investment: lazyStep(stepModules.investment, (m) => m.InvestmentStep),
};

/** What each step starts loading once it has painted. */
function preloadFrom(step: StepId): () => void {
  if (step !== 'arrays') return preloadEditor;
  return () => {
    preloadEditor();
    preloadRoofDrawer();
  };
}

export const stepComponents = Object.fromEntries(
  Object.entries(steps).map(([id, Step]) => [id, preloadingAfterPaint(Step, preloadFrom(id as StepId))]),
) as Record<StepId, ComponentType<StepProps>>;
