import type { ReactNode } from 'react';
import type { ProfileSummary } from '@dating/api/contracts/members';

/** The fields of a member the card shows (a search result, a like, a related profile). */
export type MemberCardProfile = Pick<ProfileSummary, 'id' | 'name' | 'age' | 'region' | 'fictional' | 'main_image' | 'verified'>;

export interface MemberCardProps {
  profile: MemberCardProfile;
  /** Where the card links to; the member's profile by default. */
  href?: string;
  /** Shows the "New" badge (a like not seen yet, a new member). */
  isNew?: boolean;
  /** Extra badges after "New" and the fictional chip (the likes remote's "Match"). */
  badges?: ReactNode;
  /** Blurs the photo 20 px (a photo only premium members see). */
  locked?: boolean;
  /** Whether I like this member; the heart is drawn filled and pressed. */
  liked?: boolean;
  /** Shows the 44 px heart; called with the profile on press (like when `liked` is false, unlike when true). */
  onToggleLike?: (profile: MemberCardProfile) => void;
  /** The like request is running: the heart ignores presses and says so. */
  likeBusy?: boolean;
  /** Under the photo, outside the link (the likes remote's "Chat" on a match). */
  action?: ReactNode;
  /**
   * One of the first cards on the screen: the photo loads at once and first (the page's largest content,
   * which the gateway may already be preloading), not lazily after layout.
   */
  priority?: boolean;
  /** The root element: `li` inside a list of cards, `div` elsewhere. */
  as?: 'li' | 'div';
}
