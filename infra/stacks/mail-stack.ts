/**
 * The SES identity of the product's sender: the configured domain (verified through the DKIM
 * records in the stack's outputs) or, without a domain, the one address (SES mails it a
 * verification link). New SES accounts are in the sandbox and can only mail verified
 * recipients until production access is granted.
 */
import { Annotations, CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';
import type { AppConfig } from '../config/app-config';

export interface MailStackProps extends StackProps {
  config: Pick<AppConfig, 'mailFrom' | 'mailDomain' | 'mailFromIsPlaceholder'>;
}

export class MailStack extends Stack {
  readonly identity: EmailIdentity;

  constructor(scope: Construct, id: string, props: MailStackProps) {
    super(scope, id, props);
    const { mailFrom, mailDomain, mailFromIsPlaceholder } = props.config;
    if (mailFromIsPlaceholder) {
      Annotations.of(this).addWarningV2(
        'pv-design:mail-from-placeholder',
        `No sender configured: ${mailFrom} cannot be verified. Deploy with -c mailFrom=<address you own>.`,
      );
    }
    this.identity = new EmailIdentity(this, 'Sender', {
      identity: mailDomain ? Identity.domain(mailDomain) : Identity.email(mailFrom),
    });
    new CfnOutput(this, 'MailFrom', { value: mailFrom });
    if (mailDomain) {
      this.identity.dkimRecords.forEach((record, index) => {
        new CfnOutput(this, `DkimRecord${index + 1}`, { value: `${record.name} CNAME ${record.value}` });
      });
    }
  }
}
