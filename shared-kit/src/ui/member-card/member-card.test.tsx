import { fireEvent, screen } from '@testing-library/react';
import { expectNoAxeViolations, renderWithKit } from '../../test-utils';
import { MemberCard } from './member-card';
import type { MemberCardProfile } from './types';

const linda: MemberCardProfile = {
  id: 7,
  name: 'Linda',
  age: 32,
  region: 'Utrecht',
  fictional: false,
  main_image: { thumb: '/img/7-thumb.jpg', match: '/img/7.jpg' },
};

describe('MemberCard', () => {
  it("is one link to the profile, named by the photo's alt text, with the region on the photo", async () => {
    const { container } = renderWithKit(
      <ul>
        <MemberCard profile={linda} />
      </ul>,
    );
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/members/7');
    expect(screen.getByRole('img', { name: 'Linda, 32' }).getAttribute('src')).toBe('/img/7-thumb.jpg');
    expect(link.textContent).toContain('Utrecht');
    expect(screen.queryByRole('button')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('keeps name and region in the bottom 30% and drops a region that does not fit whole, never the name', () => {
    renderWithKit(<MemberCard as="div" profile={{ ...linda, name: 'Anne-Sophie van den Berg' }} />);
    const caption = screen.getByText('Utrecht').parentElement!;
    const style = getComputedStyle(caption);
    expect(style.height).toBe('30%');
    // A region with no room wraps into a second column, which the hidden overflow cuts off.
    expect(style.getPropertyValue('flex-flow')).toBe('column wrap');
    expect(style.overflow).toBe('hidden');
    expect(caption.textContent).toBe('Anne-Sophie van den Berg, 32Utrecht');
  });

  it('shows initials in a tinted box when there is no photo', () => {
    renderWithKit(<MemberCard as="div" profile={{ ...linda, name: 'Anna de Vries', main_image: null }} />);
    const box = screen.getByRole('img', { name: 'Anna de Vries, 32' });
    expect(box.tagName).toBe('SPAN');
    expect(box.textContent).toBe('AV');
  });

  it('shows the New badge, the fictional chip and extra badges', () => {
    renderWithKit(<MemberCard as="div" profile={{ ...linda, fictional: true }} isNew badges={<span>Match</span>} />);
    expect(screen.getByText('Nieuw')).toBeTruthy();
    expect(screen.getByText('Fictief profiel')).toBeTruthy();
    expect(screen.getByText('Match')).toBeTruthy();
  });

  it('blurs a locked photo', () => {
    renderWithKit(<MemberCard as="div" profile={linda} locked />);
    expect(getComputedStyle(screen.getByRole('img')).filter).toBe('blur(20px)');
  });

  it('has a labelled heart beside the link that toggles like and shows the liked state', async () => {
    const onToggleLike = vi.fn();
    const { container, rerender } = renderWithKit(
      <ul>
        <MemberCard profile={linda} onToggleLike={onToggleLike} action={<a href="/members/7/chat">Chat</a>} />
      </ul>,
    );
    const heart = screen.getByRole('button', { name: 'Linda liken' });
    // Never nested in the link: that would be invalid HTML.
    expect(heart.closest('a')).toBeNull();
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart);
    expect(onToggleLike).toHaveBeenCalledWith(linda);
    expect(screen.getByRole('link', { name: 'Chat' }).closest('a[href="/members/7"]')).toBeNull();
    await expectNoAxeViolations(container);

    rerender(
      <ul>
        <MemberCard profile={linda} liked likeBusy onToggleLike={onToggleLike} />
      </ul>,
    );
    const pressed = screen.getByRole('button', { name: 'Linda liken' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(pressed);
    // A second press while the request runs is ignored.
    expect(onToggleLike).toHaveBeenCalledTimes(1);
  });

  it('speaks the site language', () => {
    renderWithKit(<MemberCard as="div" profile={linda} onToggleLike={() => undefined} isNew />, { locale: 'de' });
    expect(screen.getByRole('button', { name: 'Linda liken' })).toBeTruthy();
    expect(screen.getByText('Neu')).toBeTruthy();
  });
});
