/**
 * Acknowledging cdk-nag's wildcard-resource findings (AwsSolutions-IAM5) by what the resource is.
 * Such a finding's id holds the resource as cdk-nag flattens it once references are resolved
 * (`Resource::pv-design-data:ExportsOutput…/index/*` for an index of the data stack's table), so
 * the ids are written when the tree is validated, after CDK has resolved the references, from the
 * policy CDK will deploy: a wildcard no reason matches stays a finding.
 */
import { CfnResource, Stack, Validations } from 'aws-cdk-lib';
import { CfnPolicy } from 'aws-cdk-lib/aws-iam';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference';
import type { IConstruct } from 'constructs';

export interface WildcardResourceReason {
  /** Matches the flattened resource, e.g. `/\/index\/\*$/`. */
  resource: RegExp;
  /** Why this wildcard is needed, for a reviewer to check. */
  reason: string;
}

interface PolicyStatementJson {
  Effect?: string;
  Resource?: unknown;
}

function wildcardResources(policy: CfnPolicy): string[] {
  const document = Stack.of(policy).resolve(policy.policyDocument) as { Statement?: PolicyStatementJson[] };
  return (document.Statement ?? [])
    .filter((statement) => statement.Effect === 'Allow')
    .flatMap((statement) => [statement.Resource].flat())
    .map((resource) => flattenCfnReference(resource))
    .filter((resource) => resource.includes('*'));
}

function policiesUnder(scope: IConstruct): CfnPolicy[] {
  return scope.node
    .findAll()
    .filter((c): c is CfnPolicy => CfnResource.isCfnResource(c) && c instanceof CfnPolicy);
}

/** Acknowledges, on every IAM policy under `scope`, the wildcard resources a reason matches (first match). */
export function acknowledgeWildcardResources(
  scope: IConstruct,
  reasons: readonly WildcardResourceReason[],
): void {
  scope.node.addValidation({
    validate: () => {
      for (const policy of policiesUnder(scope)) {
        for (const resource of wildcardResources(policy)) {
          const match = reasons.find((r) => r.resource.test(resource));
          if (match)
            Validations.of(policy).acknowledge({
              id: `AwsSolutions-IAM5[Resource::${resource}]`,
              reason: match.reason,
            });
        }
      }
      return [];
    },
  });
}
