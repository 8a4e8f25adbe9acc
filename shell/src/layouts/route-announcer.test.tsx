import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PageFrame, Link } from '@dating/shared-kit';
import { renderWithKit, Route, Routes } from '@dating/shared-kit/test-utils';
import { RouteAnnouncer } from './route-announcer';
import { SkipLink } from './skip-link';

function Site() {
  return (
    <>
      <SkipLink target="main-content" />
      <RouteAnnouncer />
      <nav>
        <Link to="/members">Leden</Link>
      </nav>
      <main id="main-content" tabIndex={-1}>
        <Routes>
          <Route path="/" element={<PageFrame app="shell" routeId="index" title="Welkom" />} />
          <Route path="/members" element={<PageFrame app="mfe-search" routeId="members" title="Leden zoeken" />} />
        </Routes>
      </main>
    </>
  );
}

const announcer = () => document.querySelector('[data-route-announcer]');

describe('route focus and announcements', () => {
  it('leaves focus alone and announces nothing on the first load', () => {
    renderWithKit(<Site />);
    expect(document.activeElement).toBe(document.body);
    expect(announcer()).toHaveAttribute('aria-live', 'polite');
    expect(announcer()).toHaveTextContent('');
  });

  it("moves focus to the new page's heading and announces its title after a navigation", async () => {
    renderWithKit(<Site />);
    await act(async () => userEvent.click(screen.getByRole('link', { name: 'Leden' })));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Leden zoeken' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(announcer()).toHaveTextContent('Leden zoeken');
  });

  it('offers a skip link to the main content as the first tab stop', async () => {
    const user = userEvent.setup();
    renderWithKit(<Site />);
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Naar de inhoud' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main-content');
  });
});
