import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations, renderWithKit } from '../../test-utils';
import { PhotoPicker } from './photo-picker';

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'ik.png', { type: 'image/png' });
let created: string[];
let revoked: string[];

beforeEach(() => {
  created = [];
  revoked = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: () => {
        const url = `blob:picked-${created.length + 1}`;
        created.push(url);
        return url;
      },
      revokeObjectURL: (url: string) => revoked.push(url),
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('PhotoPicker', () => {
  it('is a real file input named by its visible, translated button, not the browser own "Choose File"', async () => {
    const onPick = vi.fn();
    const { container } = renderWithKit(<PhotoPicker label="Foto kiezen" onPick={onPick} />);
    const input = screen.getByLabelText('Foto kiezen');
    expect(input.getAttribute('type')).toBe('file');
    expect(input.getAttribute('accept')).toBe('image/jpeg,image/png,image/webp');
    expect(input.hasAttribute('capture')).toBe(false);
    // Keyboard reachable: in the tab order, not display:none.
    expect(input.tabIndex).toBe(0);
    await userEvent.tab();
    expect(document.activeElement).toBe(input);
    expect(screen.getByText('Foto kiezen').tagName).toBe('LABEL');
    await expectNoAxeViolations(container);
  });

  it('hands the picked file over and clears the input, so the same file can be picked again', async () => {
    const onPick = vi.fn();
    renderWithKit(<PhotoPicker label="Foto kiezen" onPick={onPick} />);
    const input = screen.getByLabelText<HTMLInputElement>('Foto kiezen');
    const file = png();
    await userEvent.upload(input, file);
    expect(onPick).toHaveBeenCalledWith(file);
    expect(input.value).toBe('');
    await userEvent.upload(input, file);
    expect(onPick).toHaveBeenCalledTimes(2);
  });

  it('while uploading shows the picked photo as a preview with the progress, and takes no second photo', async () => {
    const onPick = vi.fn();
    const { rerender } = renderWithKit(<PhotoPicker label="Foto kiezen" onPick={onPick} />);
    await userEvent.upload(screen.getByLabelText('Foto kiezen'), png());
    expect(screen.queryByRole('img')).toBeNull(); // nothing uploads yet: no preview
    rerender(<PhotoPicker label="Foto kiezen" onPick={onPick} progress={40} />);
    expect(screen.getByRole('img', { name: 'Voorbeeld van je foto' }).getAttribute('src')).toBe('blob:picked-1');
    const bar = screen.getByRole('progressbar', { name: 'Foto wordt geüpload: 40%' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByText('Foto wordt geüpload: 40%').getAttribute('aria-live')).toBe('polite');
    expect((screen.getByLabelText('Foto kiezen') as HTMLInputElement).disabled).toBe(true);
    // Without a known size the bar is indeterminate and says so without a number.
    rerender(<PhotoPicker label="Foto kiezen" onPick={onPick} progress={null} />);
    expect(screen.getByRole('progressbar', { name: 'Foto wordt geüpload…' }).hasAttribute('aria-valuenow')).toBe(false);
    // Done: the caller's photo (the uploaded thumbnail) replaces the local one, which is let go.
    rerender(<PhotoPicker label="Foto kiezen" onPick={onPick} previewSrc="/media/1-t.jpg" />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('img', { name: 'Voorbeeld van je foto' }).getAttribute('src')).toBe('/media/1-t.jpg');
    expect((screen.getByLabelText('Foto kiezen') as HTMLInputElement).disabled).toBe(false);
  });

  it('lets the preview of an earlier pick go when another photo is picked, and the last one when it goes', async () => {
    const { unmount } = renderWithKit(<PhotoPicker label="Foto kiezen" onPick={() => undefined} />);
    const input = screen.getByLabelText('Foto kiezen');
    await userEvent.upload(input, png());
    await userEvent.upload(input, png());
    expect(created).toEqual(['blob:picked-1', 'blob:picked-2']);
    expect(revoked).toEqual(['blob:picked-1']);
    act(() => unmount());
    expect(revoked).toEqual(['blob:picked-1', 'blob:picked-2']);
  });

  it('offers the camera as a second labelled input with capture, translated', () => {
    renderWithKit(<PhotoPicker label="Photo" onPick={() => undefined} camera="user" />, { locale: 'de' });
    const camera = screen.getByLabelText('Foto aufnehmen');
    expect(camera.getAttribute('type')).toBe('file');
    expect(camera.getAttribute('capture')).toBe('user');
    expect(screen.getByLabelText('Photo').hasAttribute('capture')).toBe(false);
  });

  it('does nothing when disabled, and the icon variant names the input for screen readers only', async () => {
    const onPick = vi.fn();
    const { container } = renderWithKit(
      <PhotoPicker label="Foto versturen" onPick={onPick} variant="icon" disabled testId="image-input" describedBy="cost" />,
    );
    const input = screen.getByTestId('image-input');
    expect(input).toBe(screen.getByLabelText('Foto versturen'));
    expect((input as HTMLInputElement).disabled).toBe(true);
    expect(input.getAttribute('aria-describedby')).toBe('cost');
    await userEvent.upload(input, png());
    expect(onPick).not.toHaveBeenCalled();
    expect(container.querySelector('label svg')).not.toBeNull();
  });
});
