import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormattedMessage } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { createAppStore } from '../store/create-app-store';
import { localeChanged } from '../session/session-slice';
import { KitProviders } from './kit-providers';

async function renderKit() {
  const store = createAppStore();
  await act(async () => {
    render(
      <KitProviders store={store}>
        <label>
          <FormattedMessage id="kit.modal.close" />
          <input />
        </label>
      </KitProviders>,
    );
  });
  return store;
}

describe('KitProviders', () => {
  it('sets <html lang> to the active locale and follows a switch', async () => {
    const store = await renderKit();
    expect(document.documentElement.lang).toBe(store.getState().session.locale);
    await act(async () => {
      store.dispatch(localeChanged('de'));
    });
    expect(document.documentElement.lang).toBe('de');
  });

  it('switches language in place: the focused field keeps focus and what was typed', async () => {
    const store = await renderKit();
    await act(async () => {
      store.dispatch(localeChanged('nl'));
    });
    const field = await screen.findByRole('textbox', { name: 'Sluiten' });
    await userEvent.type(field, 'hallo');
    await act(async () => {
      store.dispatch(localeChanged('en'));
    });
    const after = await screen.findByRole('textbox', { name: 'Close' });
    expect(after).toBe(field);
    expect(document.activeElement).toBe(field);
    expect((after as HTMLInputElement).value).toBe('hallo');
  });
});
