import { useIntl } from 'react-intl';
import type { MemberProfile } from '@dating/shared-kit';
import { Alert } from '@dating/shared-kit/ui';
import { profileMessages } from '../profile-messages';
import { useProfileBlock, useProfileLike, useProfileUnblock, useProfileUnlike } from './relation-mutations';

/**
 * The like/block state said politely (a screen reader hears a new match after pressing like), and a
 * failed like or block from the bar or the More menu.
 */
export function RelationStatus({ profile }: { profile: MemberProfile }) {
  const intl = useIntl();
  const { id, name } = profile;
  const failed = [useProfileLike(id)[1], useProfileUnlike(id)[1], useProfileBlock(id)[1], useProfileUnblock(id)[1]].some(
    (state) => state.isError,
  );
  const text = profile.blocked
    ? intl.formatMessage(profileMessages.blockedNotice, { name })
    : profile.match
      ? intl.formatMessage(profileMessages.match)
      : profile.liked_by
        ? intl.formatMessage(profileMessages.likedBy, { name })
        : profile.liked
          ? intl.formatMessage(profileMessages.liked, { name })
          : '';
  return (
    <>
      <p role="status">{text}</p>
      {failed && <Alert tone="danger">{intl.formatMessage(profileMessages.actionFailed)}</Alert>}
    </>
  );
}
