import { fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { hasPrepaint } from './release-prepaint';
import { usePrepaintReleaseWhen } from './use-prepaint-release';

function Page({ ready, withPicture }: { ready: boolean; withPicture: boolean }) {
  usePrepaintReleaseWhen(ready, 'members');
  return (
    <>
      <section data-route-id="members-id">
        <img alt="Elders" src="/media/other.webp" />
      </section>
      <section data-route-id="members">
        <div>{withPicture && <img alt="Anna" src="/media/anna.webp" />}</div>
      </section>
    </>
  );
}

describe("a member page's handover from its painted copy", () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  function paint() {
    const painted = document.createElement('div');
    painted.id = 'prepaint';
    document.body.append(painted);
  }

  it('keeps the painted copy while the content is not there yet, then waits for its first picture', () => {
    paint();
    const { rerender, getByRole } = render(<Page ready={false} withPicture={false} />);
    expect(hasPrepaint()).toBe(true);
    rerender(<Page ready withPicture />);
    fireEvent.load(getByRole('img', { name: 'Elders' }));
    expect(hasPrepaint()).toBe(true);
    fireEvent.load(getByRole('img', { name: 'Anna' }));
    expect(hasPrepaint()).toBe(false);
  });

  it('releases at once when the ready content has no picture', () => {
    paint();
    render(<Page ready withPicture={false} />);
    expect(hasPrepaint()).toBe(false);
  });
});
