/**
 * Cloudscape's funnel analytics: forms, wizards, modals and containers track the user's steps
 * through them and report each to a metrics plugin registered with `setFunnelMetrics`
 * (`@cloudscape-design/components/internal/analytics`); without one, every report goes to a stub
 * that does nothing. The site registers none, so the trackers (3-7 KB gzipped in the first load
 * of every page with a form) are replaced by stand-ins that only render their children, and the
 * hooks by ones returning what the real ones return outside any funnel (no funnel id, no
 * handlers). Should a source of the site name the analytics module, both stay, with a warning.
 */
import type { Plugin } from 'vite';
import { cloudscapeFile, reachableCloudscapeCode, replaceModule } from './cloudscape-trims.ts';

/** Stand-ins of the funnel, its steps and sub-steps: their children, given the context outside any funnel. */
const funnelComponents = `import React, { useContext } from 'react';
import { FunnelStepContext, FunnelSubStepContext } from '../context/analytics-context';
export const CREATION_EDIT_FLOW_DONE_EVENT_NAME = 'awsui-creation-edit-flow-done';
const childrenWith = (Context) => function Untracked({ children }) {
  const context = useContext(Context);
  return React.createElement(React.Fragment, null, typeof children === 'function' ? children(context) : children);
};
export const AnalyticsFunnel = ({ children }) => React.createElement(React.Fragment, null, children);
export const AnalyticsFunnelStep = childrenWith(FunnelStepContext);
export const AnalyticsFunnelSubStep = childrenWith(FunnelSubStepContext);
`;

/** The funnel hooks as they answer outside any funnel: no funnel id, hence no attributes nor handlers. */
const funnelHooks = `import { useContext, useRef } from 'react';
import { FunnelContext, FunnelNameSelectorContext, FunnelStepContext, FunnelSubStepContext } from '../context/analytics-context';
export const useFunnelSubStep = () => ({ funnelSubStepProps: {}, ...useContext(FunnelSubStepContext) });
export const useFunnelStep = () => useContext(FunnelStepContext);
export const useFunnelStepRef = () => {
  const funnelStep = useFunnelStep();
  const funnelStepRef = useRef(funnelStep);
  funnelStepRef.current = funnelStep;
  return funnelStepRef;
};
export const useFunnel = () => ({ funnelProps: {}, ...useContext(FunnelContext) });
export const useFunnelNameSelector = () => useContext(FunnelNameSelectorContext);
`;

export function withoutFunnelAnalytics(sourceDir: string, cloudscapeDir: string): Plugin[] {
  const noMetricsPlugin = () => {
    const [ours = ''] = reachableCloudscapeCode(sourceDir, cloudscapeDir);
    return !/setFunnelMetrics|components\/internal\/analytics/.test(ours);
  };
  const unlessMetricsPlugin = (file: string, stub: string) => (source: string) => {
    if (noMetricsPlugin()) return stub;
    console.warn(`the site names Cloudscape's analytics: its ${file} stays in the build`);
    return source;
  };
  return [
    replaceModule(
      'pvd-without-funnel-analytics',
      cloudscapeFile('internal/analytics/components/analytics-funnel.js'),
      unlessMetricsPlugin('analytics-funnel.js', funnelComponents),
      "Cloudscape's funnel analytics were not found: their code is back in every form",
    ),
    replaceModule(
      'pvd-without-funnel-hooks',
      cloudscapeFile('internal/analytics/hooks/use-funnel.js'),
      unlessMetricsPlugin('use-funnel.js', funnelHooks),
      "Cloudscape's funnel hooks were not found: their code is back in every form",
    ),
  ];
}
