import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled, { css, type DefaultTheme } from 'styled-components';
import { translateApiError } from '@dating/shared-kit';
import { Button, ProgressBar } from '@dating/shared-kit/ui';
import { bubbleRadius, chatColors } from '../../../shared/chat-theme';
import { formatClock } from '../../../shared/format-times';
import { sharedMessages } from '../../../shared/messages';
import type { Bubble, RunPosition } from '../lib/thread-rows';
import { useLongPress } from '../hooks/use-long-press';
import { threadMessages, voiceMessages } from '../messages';
import { VoicePlayer } from './voice-player';
import { MessageMenu } from './message-menu';
import { MessageReactions } from './message-reactions';

const Row = styled.li<{ $mine: boolean; $run: RunPosition }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  margin-top: ${({ $run }) => ($run === 'middle' || $run === 'last' ? '2px' : '12px')};
  /* Long threads: the browser skips layout and paint of rows out of view (1,000 messages stay smooth). */
  content-visibility: auto;
  contain-intrinsic-size: auto 44px;
`;

const corner = (theme: DefaultTheme, mine: boolean, run: RunPosition) => {
  const full = bubbleRadius.full(theme);
  const joinedAbove = run === 'middle' || run === 'last';
  const joinedBelow = run === 'first' || run === 'middle';
  const top = joinedAbove ? bubbleRadius.tight : full;
  const bottom = joinedBelow ? bubbleRadius.tight : full;
  return mine ? `${full} ${top} ${bottom} ${full}` : `${top} ${full} ${full} ${bottom}`;
};

const Body = styled.div<{ $mine: boolean; $run: RunPosition; $failed: boolean }>`
  max-width: 75%;
  padding: 8px 12px;
  border-radius: ${({ theme, $mine, $run }) => corner(theme, $mine, $run)};
  font-size: 16px;
  line-height: 22px;
  /* Plain text as typed: line breaks kept, long words broken instead of widening the thread. */
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  ${({ $mine, theme }) =>
    $mine
      ? css`
          background: ${chatColors.ownBubble(theme)};
          color: ${chatColors.onOwnBubble(theme)};
        `
      : css`
          background: ${theme.colors.surface};
          border: 1px solid ${theme.colors.border};
          color: ${theme.colors.text};
        `}
  ${({ $failed, theme }) =>
    $failed &&
    css`
      outline: 2px solid ${theme.colors.danger};
    `}
`;

const Meta = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: 2px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-variant-numeric: tabular-nums;
`;

/** A stored message with its menu button beside it (on the inner side: after theirs, before mine). */
const WithMenu = styled.div<{ $mine: boolean }>`
  display: flex;
  flex-direction: ${({ $mine }) => ($mine ? 'row-reverse' : 'row')};
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  max-width: 100%;
  > :first-child {
    max-width: 75%;
  }
`;

const Failure = styled(Meta)`
  color: ${({ theme }) => theme.colors.danger};
`;

const ImageButton = styled.button<{ $ratio: number; $blurred?: boolean }>`
  position: relative;
  display: block;
  width: min(240px, 60vw);
  max-height: 320px;
  aspect-ratio: ${({ $ratio }) => $ratio};
  padding: 0;
  overflow: hidden;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => chatColors.placeholder(theme)};
  cursor: zoom-in;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    ${({ $blurred }) => ($blurred ? 'filter: blur(24px)' : '')}
  }
  span {
    position: absolute;
    inset: 45% 0;
    color: #fff;
    text-shadow: 0 0 3px #000;
  }
`;

const GiftCard = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.xs};
  width: 160px;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => chatColors.tint(theme)};
  img {
    width: 96px;
    height: 96px;
    object-fit: contain;
  }
`;

function Content({ bubble, onOpenImage }: { bubble: Bubble; onOpenImage: (url: string) => void }) {
  const intl = useIntl();
  // An explicit picture sent to me stays blurred until I choose to see it ("Toon foto").
  const [revealed, setRevealed] = useState(false);
  const message = bubble.source === 'stored' ? bubble.message : undefined;
  const item = bubble.source === 'outbox' ? bubble.item : undefined;
  const kind = message?.kind ?? item?.kind;
  if (kind === 'image') {
    const url = message?.image?.url ?? item?.imageUrl;
    const ratio = message?.image ? message.image.width / message.image.height : 1;
    const blurred = message?.blurred && !revealed;
    return (
      <>
        <ImageButton
          type="button"
          $ratio={Math.max(0.75, ratio)}
          $blurred={blurred}
          aria-label={blurred ? undefined : intl.formatMessage(threadMessages.openImage)}
          onClick={() => (blurred ? setRevealed(true) : url && onOpenImage(url))}
        >
          {url ? <img src={url} alt={blurred ? '' : intl.formatMessage(threadMessages.imageAlt)} /> : null}
          {/* Blurred, the button is named by this visible text (the picture's alt is empty). */}
          {blurred ? <span>{intl.formatMessage(threadMessages.revealImage)}</span> : null}
        </ImageButton>
        {item?.status === 'sending' ? (
          <ProgressBar value={Math.round((item.progress ?? 0) * 100)} max={100} label={intl.formatMessage(threadMessages.uploading)} />
        ) : null}
      </>
    );
  }
  if (kind === 'voice') {
    return (
      <>
        <VoicePlayer url={message?.voice?.url} durationMs={message?.voice?.duration_ms ?? item?.durationMs ?? 0} />
        {item?.status === 'sending' ? (
          <ProgressBar value={Math.round((item.progress ?? 0) * 100)} max={100} label={intl.formatMessage(voiceMessages.uploading)} />
        ) : null}
      </>
    );
  }
  if (kind === 'gift') {
    const gift = message?.gift ?? item?.gift;
    return (
      <GiftCard>
        {gift ? <img src={gift.image} alt="" /> : null}
        <span>{intl.formatMessage(threadMessages.giftSent, { name: gift?.name ?? '' })}</span>
      </GiftCard>
    );
  }
  // Text is rendered as a React text node: never parsed as HTML, links stay plain text.
  return <>{message?.text ?? item?.text ?? ''}</>;
}

export interface MessageBubbleProps {
  bubble: Bubble;
  run: RunPosition;
  showTime: boolean;
  onRetry: (clientId: string) => void;
  onOpenImage: (url: string) => void;
  /** Opens a stored message's menu: reactions, and reporting the other member's (absent: no menu). */
  onMenu?: ((messageId: number) => void) | undefined;
  /** Names the other member's reactions for screen readers. */
  partnerName?: string;
}

/** One message: own on the right, theirs on the left; the time (and state) under the last of a run. */
export function MessageBubble({ bubble, run, showTime, onRetry, onOpenImage, onMenu, partnerName = '' }: MessageBubbleProps) {
  const intl = useIntl();
  const item = bubble.source === 'outbox' ? bubble.item : undefined;
  const failed = item?.status === 'failed';
  const padded = bubble.source === 'stored' ? bubble.message.kind === 'text' : item?.kind === 'text';
  const stored = bubble.source === 'stored' ? bubble.message : undefined;
  const state = item
    ? item.status === 'sending'
      ? intl.formatMessage(threadMessages.sending)
      : undefined
    : stored?.mine
      ? intl.formatMessage(stored.read_at ? threadMessages.read : threadMessages.sent)
      : undefined;
  const openMenu = stored && onMenu ? () => onMenu(stored.id) : undefined;
  const press = useLongPress(openMenu);
  const content = padded ? (
    <Body $mine={bubble.mine} $run={run} $failed={failed} {...press}>
      <Content bubble={bubble} onOpenImage={onOpenImage} />
    </Body>
  ) : openMenu ? (
    <div {...press}>
      <Content bubble={bubble} onOpenImage={onOpenImage} />
    </div>
  ) : (
    <Content bubble={bubble} onOpenImage={onOpenImage} />
  );
  return (
    <Row $mine={bubble.mine} $run={run} data-testid="message">
      {openMenu ? (
        <WithMenu $mine={bubble.mine}>
          {content}
          <MessageMenu onOpen={openMenu} />
        </WithMenu>
      ) : (
        content
      )}
      {stored?.reactions?.length ? <MessageReactions reactions={stored.reactions} partnerName={partnerName} /> : null}
      {failed && item ? (
        <Failure role="alert">
          <span>
            {intl.formatMessage(threadMessages.failed, {
              reason: translateApiError(intl, item.error ?? { code: 'unknown_error' }, 'chat.error.', sharedMessages.errorGeneric.id),
            })}
          </span>
          <Button type="button" size="sm" variant="secondary" onClick={() => onRetry(item.client_id)}>
            {intl.formatMessage(threadMessages.retry)}
          </Button>
        </Failure>
      ) : showTime || item ? (
        <Meta>
          <time dateTime={bubble.sent_at}>{formatClock(intl, bubble.sent_at)}</time>
          {state ? <span>{state}</span> : null}
        </Meta>
      ) : null}
    </Row>
  );
}
