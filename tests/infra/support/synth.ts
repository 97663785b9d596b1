/**
 * Synthesises the app the way `cdk synth` does (same feature flags from cdk.json, same stacks),
 * but with inline function code so no test bundles, and hands out each stack's template from
 * that one synthesis.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readAppConfig } from '@pvd/infra/config/app-config';
import { placeholderSite, repoRoot } from '@pvd/infra/config/paths';
import { inlineTestCode } from '@pvd/infra/constructs/function-code';
import { type AppStacks, type DefineStacksOptions, defineStacks } from '@pvd/infra/stacks/app-stacks';
import { Annotations, App, type NestedStack, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';

/** The feature flags of cdk.json, so tests see the templates `cdk synth` writes. */
export function cdkJsonContext(): Record<string, unknown> {
  const cdkJson = JSON.parse(readFileSync(join(repoRoot, 'cdk.json'), 'utf8')) as {
    context: Record<string, unknown>;
  };
  return cdkJson.context;
}

/** The sender the tests configure (the placeholder sender makes synth warn). */
export const testMailFrom = 'no-reply@pv.example.org';

export interface SynthesisedApp extends AppStacks {
  assembly: CloudAssembly;
  /** The template of a top-level stack. */
  template(stack: Stack): Template;
  /** The template of a nested stack. */
  nestedTemplate(stack: NestedStack): Template;
}

/**
 * The app with inline code, synthesised once. `context` adds app settings (e.g. mailFrom);
 * `options` replaces the calls or triggers to deploy (derived from the repository by default).
 */
export function synthesiseApp(
  context: Record<string, string> = {},
  options: Partial<DefineStacksOptions> = {},
): SynthesisedApp {
  const app = new App({ context: { ...cdkJsonContext(), mailFrom: testMailFrom, ...context } });
  const stacks = defineStacks(app, readAppConfig(app.node), {
    codeFactory: inlineTestCode,
    siteDir: placeholderSite,
    ...options,
  });
  // The placeholder page is deployed on purpose here; the warning is for real deployments.
  Annotations.of(stacks.web).acknowledgeWarning('pv-design:site-not-built');
  // Env-agnostic on purpose: the web ACL is attached once account and region are known.
  Annotations.of(stacks.web).acknowledgeWarning('pv-design:no-web-acl');
  const assembly = app.synth();
  return {
    ...stacks,
    assembly,
    template: (stack) => Template.fromJSON(assembly.getStackArtifact(stack.artifactId).template),
    nestedTemplate: (stack) =>
      Template.fromJSON(JSON.parse(readFileSync(join(assembly.directory, stack.templateFile), 'utf8'))),
  };
}

/** Resources of one type in a template, by logical id. */
export function resourcesOf(
  template: Template,
  type: string,
): Record<string, { Properties: Record<string, unknown> }> {
  return template.findResources(type) as Record<string, { Properties: Record<string, unknown> }>;
}
