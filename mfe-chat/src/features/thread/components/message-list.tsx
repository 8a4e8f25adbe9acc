import { memo, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { ChatMessage } from '@dating/shared-kit';
import { Button } from '@dating/shared-kit/ui';
import { BareList } from '../../../shared/components/bare-list';
import type { OutboxItem } from '../lib/outbox';
import { sameBubble, threadRows } from '../lib/thread-rows';
import { threadMessages } from '../messages';
import { DaySeparator } from './day-separator';
import { MessageBubble, type MessageBubbleProps } from './message-bubble';

const Scroller = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  padding: 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
  overscroll-behavior: contain;
`;

const Older = styled.div`
  display: flex;
  justify-content: center;
  padding-top: ${({ theme }) => theme.space.sm};
`;

/**
 * A bubble redraws only when what it shows changed: a tap on Send then renders the new bubble, not every
 * row of a long thread before the next paint. onRetry is new each render but needs no redraw: only a failed
 * bubble uses it, and a bubble is drawn again when its item fails, with the retry that knows that item.
 */
const ThreadBubble = memo(MessageBubble, (before: MessageBubbleProps, after: MessageBubbleProps) =>
  (Object.keys(after) as (keyof MessageBubbleProps)[]).every((key) =>
    key === 'bubble' ? sameBubble(before.bubble, after.bubble) : key === 'onRetry' || before[key] === after[key],
  ),
);

/** Scrolled within this many px of the top, the next older page loads. */
const loadOlderThreshold = 120;
/**
 * Rows in the DOM at first, and how many more each scroll to the top reveals before older pages are
 * fetched: a 1,000-message thread keeps a small DOM until the reader really goes back that far.
 */
export const initialRows = 120;
const revealStep = 80;
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
  /** Opens a stored message's menu (reactions, reporting). */
  onMenu?: (messageId: number) => void;
  /** Shown after the last message (the typing dots). */
  footer?: ReactNode;
}

/**
 * The thread, oldest at the top. Opening shows the newest message; an older page prepended above keeps
 * the message the reader was looking at in place (the distance to the bottom is restored).
 */
export function MessageList({
  partnerName,
  messages,
  outbox,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  onRetry,
  onOpenImage,
  onMenu,
  footer,
}: MessageListProps) {
  const intl = useIntl();
  const scroller = useRef<HTMLDivElement>(null);
  const fromBottom = useRef(0);
  const rows = useMemo(() => threadRows(messages, outbox), [messages, outbox]);
  const [shownCount, setShownCount] = useState(initialRows);
  const shown = rows.length > shownCount ? rows.slice(rows.length - shownCount) : rows;
  const hiddenRows = rows.length - shown.length;
  // The first bubble, not a day separator: older messages of the same day keep the separator's key.
  const firstKey = shown.find((row) => row.type === 'bubble')?.key;

  // After each render: older rows came in above -> keep the distance to the bottom; otherwise follow the
  // newest row when the reader was at the bottom already.
  const previousFirst = useRef(firstKey);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    if (previousFirst.current !== undefined && firstKey !== previousFirst.current) {
      element.scrollTop = element.scrollHeight - element.clientHeight - fromBottom.current;
    } else if (fromBottom.current <= stickToBottom) {
      element.scrollTop = element.scrollHeight;
    }
    previousFirst.current = firstKey;
    fromBottom.current = element.scrollHeight - element.clientHeight - element.scrollTop;
  });

  const showOlder = () => {
    if (hiddenRows > 0) setShownCount((count) => count + revealStep);
    else if (hasOlder && !loadingOlder) onLoadOlder();
  };

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    fromBottom.current = element.scrollHeight - element.clientHeight - element.scrollTop;
    if (element.scrollTop < loadOlderThreshold) showOlder();
  };

  return (
    <Scroller ref={scroller} onScroll={onScroll} data-testid="message-scroller">
      {hasOlder || hiddenRows > 0 ? (
        <Older>
          <Button type="button" size="sm" variant="ghost" loading={loadingOlder} onClick={showOlder}>
            {intl.formatMessage(threadMessages.loadOlder)}
          </Button>
        </Older>
      ) : null}
      <BareList as="ol" aria-label={intl.formatMessage(threadMessages.messagesLabel, { name: partnerName })}>
        {shown.map((row) =>
          row.type === 'day' ? (
            <DaySeparator key={row.key} date={row.date} />
          ) : (
            <ThreadBubble
              key={row.key}
              bubble={row.bubble}
              run={row.run}
              showTime={row.showTime}
              onRetry={onRetry}
              onOpenImage={onOpenImage}
              onMenu={onMenu}
              partnerName={partnerName}
            />
          ),
        )}
      </BareList>
      {footer}
    </Scroller>
  );
}
