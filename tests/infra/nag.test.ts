/**
 * cdk-nag's AwsSolutions and Serverless rule packs over every stack of the app (nested stacks
 * included), as `cdk synth` builds it. A finding fails the test unless the construct that causes
 * it acknowledges the rule with a reason (`Validations.of(…).acknowledge`); the failure lists each
 * finding as rule, resource path and the rule's own reason.
 */
import { AwsSolutionsChecks, type NagPack, ServerlessChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { synthesiseApp } from './support/synth';

interface Finding {
  rule: string;
  severity: string;
  path: string;
  reason: string;
}

/** Every unacknowledged finding of a pack over a construct tree, errors and warnings alike. */
function findingsOf(pack: NagPack, scope: Parameters<NagPack['validateScope']>[0]): Finding[] {
  return pack.validateScope(scope).violations.flatMap((violation) =>
    violation.violatingResources.map((resource) => ({
      rule: violation.ruleName,
      severity: violation.severity ?? 'error',
      path: resource.constructPath ?? '?',
      reason: violation.description,
    })),
  );
}

function listed(findings: readonly Finding[]): string {
  return findings.map((f) => `${f.rule} (${f.severity}) at ${f.path}: ${f.reason}`).join('\n');
}

// Prepare (once per file): the app with every implemented call and trigger, synthesised.
const app = synthesiseApp();
const root = app.data.node.root;

describe('cdk-nag rule packs', () => {
  it.each([
    ['AwsSolutions', new AwsSolutionsChecks()],
    ['Serverless', new ServerlessChecks()],
  ])('leaves no unacknowledged %s finding in any stack', (_name, pack) => {
    // Act
    const findings = findingsOf(pack, root);

    // Assess
    expect(findings, `${findings.length} findings:\n${listed(findings)}`).toEqual([]);
  });
});
