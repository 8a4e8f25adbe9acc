import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell } from '../../../test/render-shell';
import { coreReplies, ownProfile, photo } from '../test/profile-fixtures';
import { stubApi } from '../../../test/stub-api';
import type { Reply } from '../../../test/stub-api';
import { ProfilePage } from './profile-page';

vi.setConfig({ testTimeout: 20000 });

type Handler = Reply | ((request: Request, body: unknown) => Reply | Promise<Reply>);

function stub(profile = ownProfile(), extra: Record<string, Handler> = {}) {
  return stubApi({ ...coreReplies, 'GET profile.php': { body: { profile } }, ...extra });
}

async function renderPhotos() {
  await renderShell(<ProfilePage routeId="profile" />, { path: '/profile' });
  return screen.findByRole('list', { name: "Foto's" });
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });

beforeEach(() => {
  vi.unstubAllGlobals();
});

describe('photos', () => {
  it('shows each photo with its status badge and the main mark', async () => {
    stub();
    const grid = await renderPhotos();
    const first = within(grid).getByRole('listitem', { name: 'Foto 1' });
    expect(within(first).getByText('Actief')).toBeInTheDocument();
    expect(within(first).getByText('Hoofdfoto')).toBeInTheDocument();
    expect(within(grid).getByRole('listitem', { name: 'Foto 2' })).toHaveTextContent('Wordt gecontroleerd');
    expect(within(grid).getByRole('listitem', { name: 'Foto 3' })).toHaveTextContent('Afgekeurd');
    expect(screen.getByText("3 van 3 foto's")).toBeInTheDocument();
  });

  it('uploads a chosen image as multipart and confirms it is being checked', async () => {
    const calls = stub(ownProfile({ photos: [] }), {
      'POST photos.php': { status: 201, body: { photo: photo(20, 'inspection') } },
    });
    await renderShell(<ProfilePage routeId="profile" />, { path: '/profile' });
    const input = await screen.findByLabelText('Foto uploaden');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/gif');
    await act(async () => userEvent.upload(input, png()));
    expect(await screen.findByText('Je foto is geüpload en wordt gecontroleerd.')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    // jsdom's File is not undici's, so only the part's name and type survive into the test body.
    expect(String(post?.body)).toContain('name="photo"');
    expect(String(post?.body)).toContain('Content-Type: image/png');
  });

  it("uploads through the kit's picker: the picked photo and its progress show until it is stored, then the profile reloads", async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:picked', revokeObjectURL: () => undefined }));
    let answer: () => void = () => undefined;
    const calls = stub(ownProfile({ photos: [] }), {
      'POST photos.php': () =>
        new Promise<Reply>((resolve) => (answer = () => resolve({ status: 201, body: { photo: photo(20, 'inspection') } }))),
    });
    await renderShell(<ProfilePage routeId="profile" />, { path: '/profile' });
    const input = await screen.findByLabelText('Foto uploaden');
    // The phone's front camera is offered beside the gallery.
    expect(screen.getByLabelText('Foto maken')).toHaveAttribute('capture', 'user');
    const profileLoads = () => calls.filter((call) => call.method === 'GET' && call.url.pathname.endsWith('/profile.php')).length;
    const loadsBefore = profileLoads();
    await act(async () => userEvent.upload(input, png()));
    expect(await screen.findByRole('progressbar', { name: /^Foto wordt geüpload/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Voorbeeld van je foto' })).toHaveAttribute('src', 'blob:picked');
    expect(input).toBeDisabled();
    await act(async () => answer());
    expect(await screen.findByText('Je foto is geüpload en wordt gecontroleerd.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('img', { name: 'Voorbeeld van je foto' })).toBeNull();
    expect(input).toBeEnabled();
    await waitFor(() => expect(profileLoads()).toBeGreaterThan(loadsBefore));
  });

  it('shows the photo limit of a free member (3) translated with its number', async () => {
    stub(ownProfile({ photos: [photo(11, 'active', true)] }), {
      'POST photos.php': { status: 403, body: { error: 'photo_limit', message: "Je kunt maximaal 3 foto's hebben.", params: { max: 3 } } },
    });
    await renderPhotos();
    await act(async () => userEvent.upload(screen.getByLabelText('Foto uploaden'), png()));
    expect(await screen.findByText("Je kunt maximaal 3 foto's hebben.")).toBeInTheDocument();
  });

  it('shows the invalid-image error from the API', async () => {
    stub(ownProfile({ photos: [] }), {
      'POST photos.php': { status: 422, body: { error: 'invalid_image', message: 'Dit bestand is geen geldige foto.' } },
    });
    await renderShell(<ProfilePage routeId="profile" />, { path: '/profile' });
    const input = await screen.findByLabelText('Foto uploaden');
    await act(async () => userEvent.upload(input, png()));
    expect(await screen.findByText(/Dit bestand is geen geldige foto. Kies een JPEG-, PNG-, WebP- of GIF-afbeelding./)).toBeInTheDocument();
  });

  it('disables the upload when the limit is reached (premium limit 25 shown)', async () => {
    stub(
      ownProfile({
        paid_user: true,
        photo_limit: 25,
        photos: Array.from({ length: 25 }, (_, index) => photo(index + 1, 'active', index === 0)),
      }),
    );
    await renderPhotos();
    expect(screen.getByLabelText('Foto uploaden')).toBeDisabled();
    expect(screen.getByLabelText('Foto uploaden')).toHaveAccessibleDescription(/maximum van 25 foto's bereikt/);
  });

  it('refuses a file over 10 MB before uploading it', async () => {
    const calls = stub(ownProfile({ photos: [] }));
    await renderShell(<ProfilePage routeId="profile" />, { path: '/profile' });
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    const input = await screen.findByLabelText('Foto uploaden');
    await act(async () => userEvent.upload(input, big));
    expect(await screen.findByText('Deze foto is te groot (maximaal 10 MB).')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('makes a photo the main photo with PUT photos.php', async () => {
    const calls = stub(undefined, { 'PUT photos.php': { body: { photos: [] } } });
    await renderPhotos();
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Maak hoofdfoto: Foto 2' })));
    expect(calls.find((call) => call.method === 'PUT' && call.url.pathname.endsWith('/photos.php'))?.body).toEqual({ id: 12, main: true });
  });

  it('deletes a photo only after confirming', async () => {
    const calls = stub(undefined, { 'DELETE photos.php': { body: { photos: [] } } });
    await renderPhotos();
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Verwijderen: Foto 3' })));
    const dialog = screen.getByRole('dialog', { name: 'Foto verwijderen?' });
    await act(async () => userEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' })));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Verwijderen: Foto 3' })));
    await act(async () => userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Ja, verwijderen' })));
    expect(calls.find((call) => call.method === 'DELETE')?.body).toEqual({ id: 13 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
