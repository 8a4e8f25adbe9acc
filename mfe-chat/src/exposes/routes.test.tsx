import { screen } from '@testing-library/react';
import { renderRoutes } from '@dating/shared-kit/test-utils';
import { routes } from './routes';

const renderAt = (path: string, locale: 'nl' | 'en' = 'nl') => renderRoutes(routes, path, locale);

describe('mfe-chat routes', () => {
  it('exposes exactly the route ids this remote owns', () => {
    expect(routes.map((route) => route.id)).toEqual(["chats", "chats-id", "members-id-chat"]);
  });

  it('renders its page frame in Dutch', async () => {
    await renderAt('/chats');
    expect(await screen.findByRole('heading', { level: 1, name: "Berichten" })).toBeInTheDocument();
    expect(screen.getByRole('region')).toHaveAttribute('data-app', 'mfe-chat');
  });

  it('renders the active locale', async () => {
    await renderAt('/chats', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: "Messages" })).toBeInTheDocument();
  });
});
