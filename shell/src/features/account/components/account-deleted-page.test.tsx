import { screen } from '@testing-library/react';
import { expectNoAxeViolations } from '@dating/shared-kit/test-utils';
import { stubApi } from '../../../test/visitor-stub-api';
import { renderPage } from '../test-support/render-page';
import { AccountDeletedPage } from './account-deleted-page';

describe('AccountDeletedPage', () => {
  it('explains the 14-day reactivation link and links home', async () => {
    stubApi();
    await renderPage(<AccountDeletedPage />, '/account-deleted');
    expect(await screen.findByRole('heading', { name: 'Account verwijderd' })).toBeInTheDocument();
    expect(screen.getByText(/14 dagen geldig/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar de startpagina' })).toHaveAttribute('href', '/');
    await expectNoAxeViolations(document.body);
  });
});
