/**
 * The SNS topic every alarm notifies, with the e-mail subscription of context `alarmEmail` (SNS
 * mails the address a confirmation link first).
 */
import { Validations } from 'aws-cdk-lib';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';

export function defineAlarmTopic(scope: Construct, alarmEmail: string | undefined): Topic {
  const topic = new Topic(scope, 'AlarmTopic', { displayName: 'PV design alarms', enforceSSL: true });
  if (alarmEmail) topic.addSubscription(new EmailSubscription(alarmEmail));
  Validations.of(topic).acknowledge(
    {
      id: 'AwsSolutions-SNS2',
      reason:
        "CloudWatch cannot publish alarms to a topic under SNS's AWS-managed key, and the messages hold alarm names and figures, no user data.",
    },
    {
      id: 'Serverless-SNSRedrivePolicy',
      reason:
        "The e-mail subscription: SNS retries e-mail delivery itself, and an alarm whose mail is lost stays in CloudWatch's alarm history and on the dashboard.",
    },
  );
  return topic;
}
