import { fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { hasPrepaint } from './release-prepaint';
import { usePrepaintReleaseWhen } from './use-prepaint-release';

function Page({ ready, withPicture, lazy = false }: { ready: boolean; withPicture: boolean; lazy?: boolean }) {
  usePrepaintReleaseWhen(ready, 'members');
  return (
    <>
      <section data-route-id="members-id">
        <img alt="Elders" src="/media/other.webp" />
      </section>
      <section data-route-id="members">
        <div>{withPicture && <img alt="Anna" src="/media/anna.webp" loading={lazy ? 'lazy' : 'eager'} />}</div>
      </section>
    </>
  );
}

/** The painted copy, showing Anna's picture; `loaded` says whether the browser has it yet. */
function paint(loaded: boolean) {
  const painted = document.createElement('div');
  painted.id = 'prepaint';
  const picture = document.createElement('img');
  picture.setAttribute('src', '/media/anna.webp');
  Object.defineProperty(picture, 'complete', { value: loaded });
  Object.defineProperty(picture, 'naturalWidth', { value: loaded ? 400 : 0 });
  painted.append(picture);
  document.body.append(painted);
}

describe("a member page's handover from its painted copy", () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('keeps the painted copy while the content is not there yet, then waits for the first picture the copy already shows', () => {
    paint(true);
    const { rerender, getByRole } = render(<Page ready={false} withPicture={false} />);
    expect(hasPrepaint()).toBe(true);
    rerender(<Page ready withPicture />);
    fireEvent.load(getByRole('img', { name: 'Elders' }));
    expect(hasPrepaint()).toBe(true);
    fireEvent.load(getByRole('img', { name: 'Anna' }));
    expect(hasPrepaint()).toBe(false);
  });

  it('releases at once when the ready content has no picture', () => {
    paint(true);
    render(<Page ready withPicture={false} />);
    expect(hasPrepaint()).toBe(false);
  });

  it('releases at once when the first picture is lazy (the first results have none of their own; a later one may never load while hidden)', () => {
    paint(true);
    render(<Page ready withPicture lazy />);
    expect(hasPrepaint()).toBe(false);
  });

  it('releases at once when the painted copy has not got the picture yet either', () => {
    paint(false);
    render(<Page ready withPicture />);
    expect(hasPrepaint()).toBe(false);
  });
});
