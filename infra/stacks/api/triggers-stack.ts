/**
 * Event handlers of the data bucket (the catalogue import on `imports/`), one function and one
 * role each, subscribed to ObjectCreated under their prefix.
 *
 * The bucket is referenced by name here rather than through the data stack's Bucket object: a
 * notification added to that object would put the notification resource in the data stack,
 * pointing at a function of this stack, while this stack already depends on the data stack (a
 * cycle). On a referenced bucket CDK writes the notification from this stack and leaves any
 * other notification of the bucket in place.
 */
import { NestedStack, type NestedStackProps } from 'aws-cdk-lib';
import { Bucket, EventType } from 'aws-cdk-lib/aws-s3';
import { LambdaDestination } from 'aws-cdk-lib/aws-s3-notifications';
import type { Construct } from 'constructs';
import { functionSizing, grantsFor } from '../../config/function-sizing';
import { triggerBundlePath } from '../../config/functions';
import type { TriggerDefinition } from '../../config/triggers';
import { ApiFunction } from '../../constructs/api-function';
import { defineFunctionRole } from './function-role';
import type { FunctionContext } from './group-stack';

export interface TriggersStackProps extends NestedStackProps {
  /** The implemented triggers. */
  triggers: readonly TriggerDefinition[];
  context: FunctionContext;
}

export class TriggersStack extends NestedStack {
  readonly functions = new Map<string, ApiFunction>();

  constructor(scope: Construct, id: string, props: TriggersStackProps) {
    super(scope, id, { description: 'Data bucket event handlers', ...props });
    const { context } = props;
    const bucket = Bucket.fromBucketName(this, 'DataBucketByName', context.targets.bucket.bucketName);
    for (const trigger of props.triggers) {
      const role = defineFunctionRole(this, `${trigger.name}Role`, grantsFor([trigger]), context.targets);
      const apiFunction = new ApiFunction(this, trigger.name, {
        bundlePath: triggerBundlePath(trigger),
        description: `${trigger.summary} (s3:ObjectCreated on ${trigger.prefix})`,
        sizing: functionSizing(trigger),
        role,
        environment: context.environment,
        codeFactory: context.codeFactory,
      });
      bucket.addEventNotification(EventType.OBJECT_CREATED, new LambdaDestination(apiFunction.fn), {
        prefix: trigger.prefix,
      });
      this.functions.set(trigger.name, apiFunction);
    }
  }
}
