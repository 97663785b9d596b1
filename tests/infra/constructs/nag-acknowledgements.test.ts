import { acknowledgeWildcardResources } from '@pvd/infra/constructs/nag-acknowledgements';
import { App, Stack } from 'aws-cdk-lib';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';

function wildcardFindings(app: App): string[] {
  return new AwsSolutionsChecks()
    .validateScope(app)
    .violations.map((violation) => violation.ruleName)
    .filter((rule) => rule.startsWith('AwsSolutions-IAM5'));
}

describe('acknowledgeWildcardResources', () => {
  it('acknowledges the wildcard resources a reason matches, once references are resolved, and no other', () => {
    // Prepare: a bucket in one stack, a role in another reading its objects and writing X-Ray.
    const app = new App();
    const bucket = new Bucket(new Stack(app, 'Data'), 'Bucket');
    const role = new Role(new Stack(app, 'Api'), 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
    });
    role.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['s3:GetObject'], resources: [bucket.arnForObjects('*')] }),
    );
    role.addToPrincipalPolicy(new PolicyStatement({ actions: ['xray:PutTraceSegments'], resources: ['*'] }));

    // Act
    acknowledgeWildcardResources(role, [{ resource: /\/\*$/, reason: 'objects of the one bucket' }]);
    app.synth();

    // Assess: the bucket's objects (an import of the other stack's export) are acknowledged, * is not.
    expect(wildcardFindings(app)).toEqual(['AwsSolutions-IAM5[Resource::*]']);
  });
});
