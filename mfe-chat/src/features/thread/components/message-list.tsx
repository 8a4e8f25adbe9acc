import { useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { ChatMessage } from '@dating/shared-kit';
import { Button, Spinner } from '@dating/shared-kit/ui';
import type { OutboxItem } from '../lib/outbox';
import { threadRows } from '../lib/thread-rows';
import { threadMessages } from '../messages';
import { DaySeparator } from './day-separator';
import { MessageBubble } from './message-bubble';

const Scroller = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  padding: 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
  overscroll-behavior: contain;
`;

const Rows = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Older = styled.div`
  display: flex;
  justify-content: center;
  padding-top: ${({ theme }) => theme.space.sm};
`;

/** Scrolled within this many px of the top, the next older page loads. */
const loadOlderThreshold = 120;
/** Within this many px of the bottom, a new message scrolls into view (else the reader keeps their place). */
const stickToBottom = 80;

export interface MessageListProps {
  partnerName: string;
  messages: ChatMessage[];
  outbox: OutboxItem[];
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: (clientId: string) => void;
  onOpenImage: (url: string) => void;
  /** Shown after the last message (the typing dots). */
  footer?: ReactNode;
}

/**
 * The thread, oldest at the top. Opening shows the newest message; an older page prepended above keeps
 * the message the reader was looking at in place (the distance to the bottom is restored).
 */
export function MessageList({ partnerName, messages, outbox, hasOlder, loadingOlder, onLoadOlder, onRetry, onOpenImage, footer }: MessageListProps) {
  const intl = useIntl();
  const scroller = useRef<HTMLDivElement>(null);
  const fromBottom = useRef(0);
  const firstId = messages[0]?.id;
  const rows = useMemo(() => threadRows(messages, outbox), [messages, outbox]);

  // After each render: older rows came in above -> keep the distance to the bottom; otherwise follow the
  // newest row when the reader was at the bottom already.
  const previousFirst = useRef(firstId);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    if (previousFirst.current !== undefined && firstId !== previousFirst.current) {
      element.scrollTop = element.scrollHeight - element.clientHeight - fromBottom.current;
    } else if (fromBottom.current <= stickToBottom) {
      element.scrollTop = element.scrollHeight;
    }
    previousFirst.current = firstId;
    fromBottom.current = element.scrollHeight - element.clientHeight - element.scrollTop;
  });

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    fromBottom.current = element.scrollHeight - element.clientHeight - element.scrollTop;
    if (element.scrollTop < loadOlderThreshold && hasOlder && !loadingOlder) onLoadOlder();
  };

  return (
    <Scroller ref={scroller} onScroll={onScroll} data-testid="message-scroller">
      {hasOlder ? (
        <Older>
          {loadingOlder ? (
            <Spinner />
          ) : (
            <Button type="button" size="sm" variant="ghost" onClick={onLoadOlder}>
              {intl.formatMessage(threadMessages.loadOlder)}
            </Button>
          )}
        </Older>
      ) : null}
      <Rows aria-label={intl.formatMessage(threadMessages.messagesLabel, { name: partnerName })}>
        {rows.map((row) =>
          row.type === 'day' ? (
            <DaySeparator key={row.key} date={row.date} />
          ) : (
            <MessageBubble key={row.key} bubble={row.bubble} run={row.run} showTime={row.showTime} onRetry={onRetry} onOpenImage={onOpenImage} />
          ),
        )}
      </Rows>
      {footer}
    </Scroller>
  );
}
