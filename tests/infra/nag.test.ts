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

// Prepare (once per file): the app with every implemented call and trigger, synthesised as the
// default context gives it (env-agnostic) and as a deployment with account, region and a custom
// domain (the web ACL read across regions, TLS on the site's own certificate).
const shapes = {
  'env-agnostic': synthesiseApp(),
  'account, region and domain': synthesiseApp({
    account: '111111111111',
    region: 'eu-central-1',
    siteDomain: 'pv.example.org',
    siteCertificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/abc',
    alarmEmail: 'ops@pv.example.org',
  }),
};

describe('cdk-nag rule packs', () => {
  const cases = Object.entries(shapes).flatMap(([shape, app]) => [
    { shape, pack: 'AwsSolutions', run: () => findingsOf(new AwsSolutionsChecks(), app.data.node.root) },
    { shape, pack: 'Serverless', run: () => findingsOf(new ServerlessChecks(), app.data.node.root) },
  ]);

  it.each(cases)('leaves no unacknowledged $pack finding in any stack ($shape)', ({ run }) => {
    // Act
    const findings = run();

    // Assess
    expect(findings, `${findings.length} findings:\n${listed(findings)}`).toEqual([]);
  });
});
