import { useIntl } from 'react-intl';
import { PageFrame } from '@dating/shared-kit';
import { pageMessages } from '../messages';

export type ChatPageKey = 'chats' | 'chatsId' | 'membersIdChat';

/** The frame of one mfe-chat page: its title, its introduction and the slot its feature fills. */
export function ChatPage({ routeId, page }: { routeId: string; page: ChatPageKey }) {
  const intl = useIntl();
  return (
    <PageFrame app="mfe-chat" routeId={routeId} build={__BUILD_LABEL__} title={intl.formatMessage(pageMessages[`${page}Title`])}>
      <p>{intl.formatMessage(pageMessages[`${page}Intro`])}</p>
    </PageFrame>
  );
}
