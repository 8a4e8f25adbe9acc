import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations, renderWithKit } from '../../test-utils';
import { Banner } from './banner';

describe('Banner', () => {
  it('shows an icon, the text, a text action and a 44 px close button', async () => {
    const onAction = vi.fn();
    const onClose = vi.fn();
    const { container } = renderWithKit(
      <main>
        <Banner tone="warning" action={{ label: 'Foto toevoegen', onClick: onAction }} onClose={onClose}>
          Leden met een foto krijgen 10× meer berichten.
        </Banner>
      </main>,
    );
    const strip = container.querySelector('[data-tone="warning"]') as HTMLElement;
    expect(getComputedStyle(strip).minHeight).toBe('48px');
    expect(strip.querySelector('[data-banner-icon] svg')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Foto toevoegen' }));
    expect(onAction).toHaveBeenCalledTimes(1);
    const close = screen.getByRole('button', { name: 'Melding sluiten' });
    expect(getComputedStyle(close).width).toBe('44px');
    expect(getComputedStyle(close).height).toBe('44px');
    await userEvent.click(close);
    expect(onClose).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('is no live region, so the page keeps a single role=status', () => {
    renderWithKit(
      <>
        <p role="status">3 leden gevonden</p>
        <Banner tone="info">Activeer je account.</Banner>
        <Banner tone="danger">Meldingen staan uit.</Banner>
      </>,
    );
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('renders a routed action as a link and accepts a custom close label and icon', async () => {
    const { container } = renderWithKit(
      <Banner
        tone="success"
        icon={<svg data-testid="own-icon" />}
        action={{ label: 'Naar instellingen', to: '/settings' }}
        onClose={() => {}}
        closeLabel="Verbergen"
      >
        Gelukt
      </Banner>,
    );
    expect(screen.getByRole('link', { name: 'Naar instellingen' }).getAttribute('href')).toBe('/settings');
    expect(screen.getByRole('button', { name: 'Verbergen' })).toBeTruthy();
    expect(screen.getByTestId('own-icon')).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('has neither action nor close button unless asked, and a translated close label', () => {
    const { unmount } = renderWithKit(<Banner tone="info">Alleen tekst</Banner>);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    unmount();
    renderWithKit(
      <Banner tone="info" onClose={() => {}}>
        x
      </Banner>,
      { locale: 'de' },
    );
    expect(screen.getByRole('button', { name: 'Hinweis schließen' })).toBeTruthy();
  });
});

describe('Banner on phones', () => {
  it('puts the action under the text below 768 px so the text keeps the width (two lines at most)', () => {
    renderWithKit(
      <Banner tone="info" action={{ label: 'Meldingen aanzetten', to: '/notifications' }}>
        Zet pushmeldingen aan.
      </Banner>,
    );
    const css = Array.from(document.querySelectorAll('style'))
      .map((style) => style.textContent)
      .join('\n');
    expect(css).toMatch(/@media \(max-width: 767\.98px\)\{[^}]*flex-direction:column/);
    expect(css).toMatch(/@media \(max-width: 767\.98px\)\{[^}]*-webkit-line-clamp:2/);
  });
});
