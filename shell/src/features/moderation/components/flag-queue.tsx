import { useIntl } from 'react-intl';
import type { ModerationFlag } from '@dating/shared-kit';
import { useShellDecideFlagMutation } from '../api/moderation-api';
import { moderationMessages } from '../messages';
import { MemberQueue } from './member-queue';

/**
 * Messages the site's checks flagged and the sender sent anyway (insulting words confirmed after the warning,
 * explicit pictures), decided like reports.
 */
export function FlagQueue({ flags }: { flags: ModerationFlag[] }) {
  const intl = useIntl();
  const items = flags.map((flag) => ({
    ...flag,
    text: null,
    heading:
      flag.reason === 'words'
        ? intl.formatMessage(moderationMessages.flaggedWords, { name: flag.reported.name, words: intl.formatList(flag.words) })
        : intl.formatMessage(moderationMessages.flaggedImage, { name: flag.reported.name }),
  }));
  return <MemberQueue items={items} useDecide={useShellDecideFlagMutation} />;
}
