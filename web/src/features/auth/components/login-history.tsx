/**
 * The remembered accounts of the login page [ACC-6]: a popover listing the e-mails; choosing
 * one fills the e-mail field, each can be removed, and an empty list says so.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Popover, { type PopoverProps } from '@cloudscape-design/components/popover';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { forgetAccount, useRememberedAccounts } from '../hooks/use-remembered-accounts';

export function LoginHistory({ onChoose }: { onChoose(email: string): void }) {
  const { t } = useTranslation(['auth', 'common']);
  const accounts = useRememberedAccounts();
  const popover = useRef<PopoverProps.Ref>(null);

  const list = (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t('login.history')}>
      {accounts.map((email) => (
        <li
          key={email}
          style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}
        >
          <Button
            variant="inline-link"
            ariaLabel={t('login.historyChoose', { email })}
            onClick={() => {
              popover.current?.dismiss();
              onChoose(email);
            }}
          >
            {email}
          </Button>
          <Button
            variant="icon"
            iconName="close"
            ariaLabel={t('login.historyRemove', { email })}
            onClick={() => forgetAccount(email)}
          />
        </li>
      ))}
    </ul>
  );

  return (
    <Popover
      ref={popover}
      triggerType="text"
      position="bottom"
      size="medium"
      header={t('login.history')}
      dismissAriaLabel={t('common:actions.close')}
      content={
        accounts.length === 0 ? (
          <Box color="text-body-secondary">{t('login.historyEmpty')}</Box>
        ) : (
          <SpaceBetween size="xs">{list}</SpaceBetween>
        )
      }
    >
      {t('login.history')}
    </Popover>
  );
}
