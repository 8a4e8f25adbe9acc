import { lazy, Suspense, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { chatRemoved, toApiError, translateApiError, useAppDispatch, useKitBlockMutation, useNavigate } from '@dating/shared-kit';
import type { ApiError, ChatMessage } from '@dating/shared-kit';
import { Alert, BottomBar, bottomStackVars, VisuallyHidden } from '@dating/shared-kit/ui';
import { down, up } from '@dating/shared-kit/theme';
import { sharedMessages } from '../../../shared/messages';
import { useChatDeleteConversationMutation } from '../../../shared/api/delete-chat';
import { chatApi } from '../api/chat-api';
import { useChatReactMutation } from '../api/react-to-message';
import { useSendMessage } from '../hooks/use-send-message';
import { useThreadEvents } from '../hooks/use-thread-events';
import { useTypingSender } from '../hooks/use-typing-sender';
import type { ChatPartner } from '../lib/chat-partner';
import { mergeMessages } from '../lib/merge-messages';
import { voiceRecordingType } from '../lib/voice-support';
import type { DockedErrorCode } from '../lib/outbox';
import { threadMessages } from '../messages';
import { Composer } from './composer';
import { DockedNotice } from './docked-notice';
import { EmptyThread } from './empty-thread';
import { GiftPicker } from './gift-picker';
import { IcebreakerModal, useIcebreakers } from './icebreakers';
import { Lightbox } from './lightbox';
import { MatchModal } from './match-modal';
import { MessageList } from './message-list';
import { ThreadTopBar } from './thread-top-bar';
import { TypingBubble } from './typing-bubble';

// Opened by few members, so its code loads only then and the thread stays as light as it was.
const ReportDialog = lazy(() => import('@dating/shared-kit/report-dialog'));
// The message menu (reactions, report) loads on its first opening, like the report dialog.
const MessageActions = lazy(() => import('./message-actions'));
// The recorder loads when the microphone is first pressed: most threads never record.
const VoiceRecorder = lazy(() => import('./voice-recorder'));

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ theme }) => theme.layout.chatMaxWidth}px;
  /* The thread scrolls inside; the page around it does not (56 px top bar, 64 px site bar). */
  height: calc(100dvh - 140px);
  min-height: 420px;
  margin: 0 auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  overflow: hidden;
  /* Phones: the composer is the kit's bottom bar, above the on-screen keyboard when that is open, so the
     thread ends where the bar (and the keyboard) begin. */
  ${down('md')} {
    height: calc(100dvh - 140px - var(${bottomStackVars.pageBar}, 0px) - var(${bottomStackVars.keyboard}, 0px));
    min-height: 240px;
  }
`;

const Bottom = styled.div`
  ${up('md')} {
    padding: ${({ theme }) => theme.space.sm};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

export interface ThreadViewProps {
  /** Undefined for a new thread: the first send starts the conversation with `{ profile }`. */
  conversation?: number;
  partner: ChatPartner;
  messages: ChatMessage[];
  hasOlder: boolean;
}

/** One conversation: top bar, messages, composer and the cards and modals around them. */
export function ThreadView({ conversation, partner, messages, hasOlder }: ThreadViewProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const field = useRef<HTMLTextAreaElement>(null);
  const [draft, setDraft] = useState('');
  const [docked, setDocked] = useState<ApiError & { code: DockedErrorCode }>();
  const [failure, setFailure] = useState<ApiError>();
  const [giftsOpen, setGiftsOpen] = useState(false);
  const [icebreakersOpen, setIcebreakersOpen] = useState(false);
  const [matchOpen, setMatchOpen] = useState(false);
  const [lightbox, setLightbox] = useState<string>();
  const [reporting, setReporting] = useState<number>();
  // An id, not the message: the open menu follows the thread (a reaction arriving meanwhile shows pressed).
  const [menuFor, setMenuFor] = useState<number>();
  const [recording, setRecording] = useState(false);
  // Asked once: without MediaRecorder recording Opus the microphone button is not offered at all.
  const [voiceType] = useState(voiceRecordingType);
  const menuMessage = menuFor === undefined ? undefined : messages.find((message) => message.id === menuFor);
  const [react] = useChatReactMutation();
  const [announcement, setAnnouncement] = useState('');
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [block] = useKitBlockMutation();
  const [remove] = useChatDeleteConversationMutation();
  const typingSender = useTypingSender(conversation);
  const returnTo = conversation !== undefined ? `/chats/${conversation}` : `/members/${partner.id}/chat`;

  const send = useSendMessage(
    { conversation, partnerId: partner.id },
    {
      onDocked: (error, item) => {
        setDocked(error as ApiError & { code: DockedErrorCode });
        // The draft is kept: a refused text goes back into the field.
        if (item.kind === 'text' && item.text) setDraft((current) => current || (item.text ?? ''));
      },
      onStarted: (started) => navigate(`/chats/${started}`, { replace: true }),
    },
  );

  const typing = useThreadEvents(conversation, partner.id, {
    onIncoming: (message) =>
      setAnnouncement(
        intl.formatMessage(threadMessages.newMessage, {
          name: partner.name,
          text:
            message.kind === 'text'
              ? (message.text ?? '')
              : intl.formatMessage(
                  message.kind === 'image'
                    ? sharedMessages.previewImage
                    : message.kind === 'voice'
                      ? sharedMessages.previewVoice
                      : sharedMessages.previewGift,
                ),
        }),
      ),
    onMatch: () => setMatchOpen(true),
    onRemoved: () => navigate('/chats', { replace: true }),
  });

  const icebreakers = useIcebreakers(messages.length === 0);
  const empty = messages.length === 0 && send.outbox.length === 0;

  const loadOlder = async () => {
    const oldest = messages[0];
    if (conversation === undefined || !oldest || loadingOlder) return;
    setLoadingOlder(true);
    const page = await dispatch(chatApi.endpoints.chatGetOlderMessages.initiate({ conversation, before: oldest.id }, { subscribe: false }));
    if (page.data) {
      const older = page.data;
      dispatch(
        chatApi.util.updateQueryData('chatGetMessages', { conversation }, (draftPage) => {
          draftPage.messages = mergeMessages(draftPage.messages, older.messages);
          draftPage.has_older = older.has_older;
        }),
      );
    }
    setLoadingOlder(false);
  };

  const sendText = (text: string, confirm?: boolean) => {
    setDocked(undefined);
    setDraft('');
    typingSender.stop();
    send.sendText(text, confirm);
  };

  const fillComposer = (text: string) => {
    setDraft(text);
    setIcebreakersOpen(false);
    field.current?.focus();
  };

  const leaveAfter = (action: Promise<unknown>, removed: number | undefined) => {
    setFailure(undefined);
    action
      .then(() => {
        if (removed !== undefined) dispatch(chatRemoved(removed));
        navigate('/chats', { replace: true });
      })
      .catch((error: unknown) => setFailure(toApiError(error)));
  };

  return (
    <Layout>
      <ThreadTopBar
        partner={partner}
        typing={typing}
        canDelete={conversation !== undefined}
        onBlock={() => leaveAfter(block(partner.id).unwrap(), conversation)}
        onDelete={() => conversation !== undefined && leaveAfter(remove(conversation).unwrap(), conversation)}
      />
      {failure ? (
        <Alert tone="danger" onDismiss={() => setFailure(undefined)}>
          {translateApiError(intl, failure, 'chat.error.', sharedMessages.errorGeneric.id)}
        </Alert>
      ) : null}
      {empty ? (
        <EmptyThread partner={partner} icebreakers={icebreakers} onPick={fillComposer} onMore={() => setIcebreakersOpen(true)} />
      ) : (
        <MessageList
          partnerName={partner.name}
          messages={messages}
          outbox={send.outbox}
          hasOlder={hasOlder}
          loadingOlder={loadingOlder}
          onLoadOlder={() => void loadOlder()}
          onRetry={send.retry}
          onOpenImage={setLightbox}
          onMenu={setMenuFor}
          footer={typing ? <TypingBubble name={partner.name} /> : null}
        />
      )}
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
      {menuMessage ? (
        <Suspense fallback={null}>
          <MessageActions
            message={menuMessage}
            onClose={() => setMenuFor(undefined)}
            onReact={(emoji) => {
              setMenuFor(undefined);
              setFailure(undefined);
              react({ message: menuMessage.id, emoji })
                .unwrap()
                .catch((error: unknown) => setFailure(toApiError(error)));
            }}
            onReport={
              menuMessage.mine
                ? undefined
                : () => {
                    setMenuFor(undefined);
                    setReporting(menuMessage.id);
                  }
            }
          />
        </Suspense>
      ) : null}
      {reporting !== undefined ? (
        <Suspense fallback={null}>
          <ReportDialog
            kind="message"
            id={reporting}
            name={partner.name}
            onClose={(result) => {
              setReporting(undefined);
              // Reported and blocked: the conversation is gone, as after a block from the top bar.
              if (result?.blocked) leaveAfter(Promise.resolve(), conversation);
            }}
          />
        </Suspense>
      ) : null}
      <BottomBar fixedBelow="md">
        <Bottom>
          {docked ? (
            <DockedNotice
              error={docked}
              partnerName={partner.name}
              returnTo={returnTo}
              onClose={() => {
                setDocked(undefined);
                field.current?.focus();
              }}
              onSendAnyway={() => sendText(draft.trim(), true)}
            />
          ) : null}
          {recording && voiceType ? (
            <Suspense fallback={null}>
              <VoiceRecorder
                mimeType={voiceType}
                onCancel={() => setRecording(false)}
                onDone={({ file, durationMs }) => {
                  setRecording(false);
                  setDocked(undefined);
                  send.sendVoice(file, durationMs);
                }}
              />
            </Suspense>
          ) : null}
          <Composer
            fieldRef={field}
            partnerName={partner.name}
            draft={draft}
            onDraftChange={(text) => {
              setDraft(text);
              typingSender.keystroke();
            }}
            onSend={sendText}
            onPickImage={(file) => {
              setDocked(undefined);
              send.sendImage(file);
            }}
            onOpenGifts={() => setGiftsOpen(true)}
            onRecordVoice={voiceType && !recording ? () => setRecording(true) : undefined}
          />
        </Bottom>
      </BottomBar>
      <GiftPicker
        open={giftsOpen}
        onClose={() => setGiftsOpen(false)}
        onPick={(gift) => {
          setGiftsOpen(false);
          setDocked(undefined);
          send.sendGift(gift);
        }}
      />
      <IcebreakerModal open={icebreakersOpen} icebreakers={icebreakers} onClose={() => setIcebreakersOpen(false)} onPick={fillComposer} />
      <MatchModal
        open={matchOpen}
        partner={partner}
        onClose={() => {
          setMatchOpen(false);
          field.current?.focus();
        }}
      />
      <Lightbox url={lightbox} onClose={() => setLightbox(undefined)} />
    </Layout>
  );
}
