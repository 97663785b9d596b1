import { placeholderMailFrom, readAppConfig } from '@pvd/infra/config/app-config';
import { MailStack } from '@pvd/infra/stacks/mail-stack';
import { App } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { cdkJsonContext, testMailFrom } from './support/synth';

/** The mail stack alone (it depends on no other stack), with the given context. */
function mailStack(context: Record<string, string>): MailStack {
  const app = new App({ context: { ...cdkJsonContext(), ...context } });
  return new MailStack(app, 'mail', { config: readAppConfig(app.node) });
}

// Prepare (once per file): the stack with a sender, with a domain, and with no sender configured.
const withSender = Template.fromStack(mailStack({ mailFrom: testMailFrom }));
const withDomain = Template.fromStack(
  mailStack({ mailFrom: 'hello@pv.example.org', mailDomain: 'pv.example.org' }),
);
const withoutSender = mailStack({ mailFrom: placeholderMailFrom });

describe('mail stack', () => {
  it('creates the SES identity of the configured sender', () => {
    withSender.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: testMailFrom });
  });

  it('verifies the whole domain, with DKIM records in the outputs, when mailDomain is set', () => {
    withDomain.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'pv.example.org' });
    withDomain.hasOutput('DkimRecord1', Match.anyValue());
  });

  it('warns when no sender is configured', () => {
    const warnings = Annotations.fromStack(withoutSender).findWarning(
      '*',
      Match.stringLikeRegexp('No sender configured'),
    );
    expect(warnings).toHaveLength(1);
  });
});
