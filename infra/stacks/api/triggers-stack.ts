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
import { Duration, NestedStack, type NestedStackProps, Validations } from 'aws-cdk-lib';
import { Bucket, EventType } from 'aws-cdk-lib/aws-s3';
import { LambdaDestination } from 'aws-cdk-lib/aws-s3-notifications';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { functionSizing, grantsFor } from '../../config/function-sizing';
import { triggerBundlePath } from '../../config/functions';
import type { TriggerDefinition } from '../../config/triggers';
import { ApiFunction } from '../../constructs/api-function';
import { defineFunctionRole } from './function-role';
import type { FunctionContext } from './group-stack';
import { defineFunctionAlarms } from './monitoring/function-alarms';

export interface TriggersStackProps extends NestedStackProps {
  /** The implemented triggers. */
  triggers: readonly TriggerDefinition[];
  context: FunctionContext;
  /** Where the triggers' alarms notify. */
  alarmTopic: ITopic;
}

export class TriggersStack extends NestedStack {
  readonly functions = new Map<string, ApiFunction>();
  /**
   * S3 invokes the triggers asynchronously: an event that failed Lambda's two retries is kept
   * here for two weeks (the object key says which upload), instead of being dropped.
   */
  readonly failedEvents: Queue;

  constructor(scope: Construct, id: string, props: TriggersStackProps) {
    super(scope, id, { description: 'Data bucket event handlers', ...props });
    const { context } = props;
    this.failedEvents = new Queue(this, 'FailedEvents', {
      retentionPeriod: Duration.days(14),
      enforceSSL: true,
      encryption: QueueEncryption.SQS_MANAGED,
    });
    const deadLetterReason =
      'It is itself the dead-letter queue of the triggers: an operator reads it, nothing consumes it to fail again.';
    Validations.of(this.failedEvents).acknowledge(
      { id: 'AwsSolutions-SQS3', reason: deadLetterReason },
      { id: 'Serverless-SQSRedrivePolicy', reason: deadLetterReason },
    );
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
        deadLetterQueue: this.failedEvents,
      });
      bucket.addEventNotification(EventType.OBJECT_CREATED, new LambdaDestination(apiFunction.fn), {
        prefix: trigger.prefix,
      });
      this.functions.set(trigger.name, apiFunction);
    }
    defineFunctionAlarms(this, [...this.functions.values()], props.alarmTopic);
    acknowledgeNotificationsHandler(this);
  }
}

/** CDK's own handler that writes the bucket's notification configuration during deployments. */
function acknowledgeNotificationsHandler(stack: NestedStack): void {
  for (const child of stack.node.children) {
    if (!child.node.id.startsWith('BucketNotificationsHandler')) continue;
    Validations.of(child).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason:
        "aws-cdk-lib's S3 notifications handler (runs only during deployments): the managed policy only lets it write its own logs.",
    });
  }
}
