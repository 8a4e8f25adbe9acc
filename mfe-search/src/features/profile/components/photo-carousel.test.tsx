import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expectNoAxeViolations, renderWithKit } from '@dating/shared-kit/test-utils';
import nl from '../../../i18n/nl.json';
import { profileFixture } from '../../../test/profile-fixture';
import { PhotoCarousel } from './photo-carousel';

const anna = profileFixture({ viewer: 'premium' });

function Harness({ profile = anna }: { profile?: typeof anna }) {
  const [index, setIndex] = useState(0);
  return <PhotoCarousel profile={profile} index={index} onIndex={setIndex} />;
}

const shown = () => screen.getByRole('img', { name: /^Anna, 30, foto \d van 5$/ });

describe('PhotoCarousel', () => {
  it('labels the photo with name, age and position, and steps with the buttons, wrapping around', async () => {
    const { container } = renderWithKit(<Harness />, { messages: nl });
    expect(screen.getByRole('region', { name: "Foto's van Anna" })).toHaveAttribute('aria-roledescription', 'carrousel');
    expect(shown()).toHaveAccessibleName('Anna, 30, foto 1 van 5');
    expect(shown()).toHaveAttribute('src', '/media/members/1-0.jpg');
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Volgende foto' })));
    expect(shown()).toHaveAccessibleName('Anna, 30, foto 2 van 5');
    expect(shown()).toHaveAttribute('src', '/media/members/1-1.jpg');
    // The move is announced politely.
    expect(screen.getByText('Anna, 30, foto 2 van 5', { selector: '[aria-live="polite"]' })).toBeInTheDocument();
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Vorige foto' })));
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Vorige foto' })));
    expect(shown()).toHaveAccessibleName('Anna, 30, foto 5 van 5');
    await expectNoAxeViolations(container);
  });

  it('steps with the arrow keys, Home and End while the focus is inside', async () => {
    renderWithKit(<Harness />, { messages: nl });
    screen.getByRole('button', { name: 'Volgende foto' }).focus();
    await act(async () => userEvent.keyboard('{ArrowRight}{ArrowRight}'));
    expect(shown()).toHaveAccessibleName('Anna, 30, foto 3 van 5');
    await act(async () => userEvent.keyboard('{End}'));
    expect(shown()).toHaveAccessibleName('Anna, 30, foto 5 van 5');
    await act(async () => userEvent.keyboard('{ArrowRight}'));
    expect(shown()).toHaveAccessibleName('Anna, 30, foto 1 van 5');
    await act(async () => userEvent.keyboard('{ArrowLeft}'));
    expect(shown()).toHaveAccessibleName('Anna, 30, foto 5 van 5');
    await act(async () => userEvent.keyboard('{Home}'));
    expect(shown()).toHaveAccessibleName('Anna, 30, foto 1 van 5');
    // The focused button stays: it never disappears at either end.
    expect(screen.getByRole('button', { name: 'Volgende foto' })).toHaveFocus();
  });

  it('steps on a horizontal swipe, not on a short or vertical move', () => {
    renderWithKit(<Harness />, { messages: nl });
    const photo = shown().parentElement!;
    const swipe = (from: [number, number], to: [number, number]) => {
      fireEvent.pointerDown(photo, { clientX: from[0], clientY: from[1], pointerId: 1 });
      fireEvent.pointerUp(photo, { clientX: to[0], clientY: to[1], pointerId: 1 });
    };
    swipe([300, 200], [120, 210]);
    expect(shown()).toHaveAccessibleName('Anna, 30, foto 2 van 5');
    swipe([100, 200], [300, 190]);
    expect(shown()).toHaveAccessibleName('Anna, 30, foto 1 van 5');
    swipe([300, 200], [280, 200]);
    swipe([200, 100], [150, 400]);
    expect(shown()).toHaveAccessibleName('Anna, 30, foto 1 van 5');
  });

  it('shows initials in a tinted box when there is no photo, with nothing to step through', () => {
    renderWithKit(<Harness profile={{ ...anna, photos: [] }} />, { messages: nl });
    expect(screen.getByRole('img', { name: 'Nog geen foto' })).toHaveTextContent('A');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
