/**
 * The notifications of every page: Cloudscape's Flashbar is loaded with the first notification,
 * which shows at once meanwhile (as an Alert) and can be dismissed either way.
 */
import '../support/dom-polyfills';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { NotificationsBar } from '@/components/notifications-bar';
import { setLanguage } from '@/lib/i18n';
import { notify, useNotifications } from '@/lib/notifications';

function Probe({ onItems }: { onItems(count: number): void }) {
  onItems(useNotifications().length);
  return null;
}

describe('NotificationsBar', () => {
  beforeAll(async () => {
    await setLanguage('en');
  });

  it('shows nothing without notifications, then the first one at once, then in the Flashbar', async () => {
    // Prepare
    let count = 0;
    const { container } = render(
      <>
        <NotificationsBar />
        <Probe onItems={(items) => (count = items)} />
      </>,
    );
    expect(container.textContent).toBe('');
    // Act
    act(() => {
      notify({ type: 'error', header: 'Error', content: 'The server could not be reached.' });
    });
    // Assess: the text shows in the same render, before the Flashbar's chunk is there.
    expect(screen.getByText('The server could not be reached.')).toBeTruthy();
    await waitFor(() => expect(container.querySelector('[class*="awsui_flashbar"]')).not.toBeNull());
    expect(screen.getByText('The server could not be reached.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(count).toBe(0);
    await waitFor(() => expect(screen.queryByText('The server could not be reached.')).toBeNull());
  });
});
