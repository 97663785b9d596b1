/**
 * The form dialog: Enter in any of several fields submits the form (implicit submission needs a
 * submit button), the primary button submits, and Cancel with unsaved changes asks first.
 */
import '../support/dom-polyfills';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { FormDialog } from '@/components/form-dialog';
import { useGuardedClose } from '@/hooks/use-guarded-close';
import { setLanguage } from '@/lib/i18n';

function TwoFields({ onSubmit, onClose }: { onSubmit(): void; onClose(): void }) {
  const [name, setName] = useState('');
  const close = useGuardedClose(name !== '', onClose);
  return (
    <FormDialog header="Add a material" close={close} busy={false} onSubmit={onSubmit}>
      <label>
        Name
        <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <label>
        Resistivity
        <input defaultValue="0.0175" />
      </label>
    </FormDialog>
  );
}

describe('FormDialog', () => {
  beforeAll(async () => {
    await setLanguage('en');
  });

  it('submits on Enter in any of its fields and on its primary button', async () => {
    // Prepare
    const onSubmit = vi.fn();
    render(<TwoFields onSubmit={onSubmit} onClose={() => undefined} />);
    // Act
    await userEvent.type(await screen.findByRole('textbox', { name: 'Resistivity' }), '{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Assess
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('asks before Cancel throws away a change, and closes at once without one', async () => {
    // Prepare
    const onClose = vi.fn();
    render(<TwoFields onSubmit={() => undefined} onClose={onClose} />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'Copper');
    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    // Assess
    expect(await screen.findByText('Discard your changes?', { exact: false })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
