import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import { MemberCard } from '@dating/shared-kit';
import { memberGridColumns } from '@dating/shared-kit/ui';
import type { MemberCardProfile, ProfileSummary } from '@dating/shared-kit';

/** One row that scrolls sideways (related profiles): a card and a half on phones says "there is more". */
const rowLayout = css`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 40%;
  gap: ${({ theme }) => theme.space.smPlus};
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  /* Room for the cards' shadow and focus ring inside the scroller. */
  padding: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.sm};
  & > li {
    scroll-snap-align: start;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}px) {
    grid-auto-columns: 28%;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    grid-auto-columns: 180px;
  }
`;

export const MemberList = styled.ul<{ $layout: 'grid' | 'row' }>`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  ${({ $layout }) => ($layout === 'grid' ? memberGridColumns : rowLayout)}
`;

/** What the hearts of a list need; see useCardLikes. */
export interface CardHearts {
  isLiked: (id: number) => boolean;
  isBusy: (id: number) => boolean;
  toggle: (profile: MemberCardProfile) => void;
}

interface MemberGridProps {
  label: string;
  profiles: ProfileSummary[];
  layout?: 'grid' | 'row';
  /** Hearts on the cards; none when left out. */
  hearts?: CardHearts;
  /** Extra items after the cards: the skeletons of a page still loading. */
  children?: ReactNode;
  /** The grid the page opens with (not a row of related profiles further down): its first photos load first. */
  first?: boolean;
}

/** Cards whose photos load first: the first rows of a phone's screen (the kit's page-calls preloads as many). */
const PRIORITY_CARDS = 4;

/**
 * Member cards as list items, for a MemberList (the search appends a page of them at a time). `first`: these
 * are the first cards of the page, so the first few photos load at once, ahead of anything else.
 */
export function MemberCards({ profiles, hearts, first = false }: { profiles: ProfileSummary[]; hearts?: CardHearts; first?: boolean }) {
  return profiles.map((profile, index) => (
    <MemberCard
      key={profile.id}
      profile={profile}
      priority={first && index < PRIORITY_CARDS}
      liked={hearts?.isLiked(profile.id)}
      likeBusy={hearts?.isBusy(profile.id)}
      onToggleLike={hearts?.toggle}
    />
  ));
}

/** A labelled list of member cards, as a grid or a sideways-scrolling row. */
export function MemberGrid({ label, profiles, layout = 'grid', hearts, children, first = false }: MemberGridProps) {
  const intl = useIntl();
  if (profiles.length === 0 && !children) return null;
  return (
    // Names are the members' own; lang lets the browser hyphenate them as the page's language.
    <MemberList $layout={layout} aria-label={label} lang={intl.locale}>
      <MemberCards profiles={profiles} hearts={hearts} first={first} />
      {children}
    </MemberList>
  );
}
