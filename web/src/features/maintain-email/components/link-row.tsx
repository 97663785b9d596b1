/** The editor's link input: an address (http(s), mailto or a placeholder), add or cancel. */
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAllowedLink } from './sanitize';

interface LinkRowProps {
  onApply(address: string): void;
  onCancel(): void;
}

export function LinkRow({ onApply, onCancel }: LinkRowProps) {
  const { t } = useTranslation('maintain');
  const [address, setAddress] = useState('https://');
  const [error, setError] = useState<string | undefined>();

  function apply() {
    if (!isAllowedLink(address)) return setError(t('editor.linkInvalid', { placeholder: '{{link}}' }));
    onApply(address.trim());
  }

  return (
    <div className="pvd-editor__link-row">
      <FormField label={t('editor.linkAddress')} errorText={error} stretch>
        <SpaceBetween direction="horizontal" size="xs">
          <Input
            value={address}
            onChange={({ detail }) => setAddress(detail.value)}
            onKeyDown={({ detail }) => {
              if (detail.key === 'Enter') apply();
              if (detail.key === 'Escape') onCancel();
            }}
            type="url"
            autoFocus
            invalid={Boolean(error)}
          />
          <Button formAction="none" onClick={apply}>
            {t('editor.linkApply')}
          </Button>
          <Button formAction="none" variant="link" onClick={onCancel}>
            {t('editor.linkCancel')}
          </Button>
        </SpaceBetween>
      </FormField>
    </div>
  );
}
