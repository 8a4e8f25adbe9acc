import { useId, useLayoutEffect, useRef, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { GiftIcon, SendIcon, useCreditBalance, useGetSettingsQuery } from '@dating/shared-kit';
import { PhotoPicker } from '@dating/shared-kit/ui';
import { chatColors } from '../../../shared/chat-theme';
import { RoundIconButton } from '../../../shared/components/round-icon-button';
import { composerMessages, voiceMessages } from '../messages';
import { MicIcon } from './mic-icon';

const Form = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.xs};
`;

const IconButton = styled(RoundIconButton)`
  flex: none;
  color: ${({ theme }) => theme.colors.text};
  &:disabled {
    opacity: 0.5;
    cursor: default;
  }
`;

const SendButton = styled(IconButton)`
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;

/* 16 px text on 24 px lines: five lines plus padding, then it scrolls. */
const maxLines = 5;
const lineHeight = 24;

const Field = styled.textarea`
  flex: 1;
  min-height: 44px;
  max-height: ${maxLines * lineHeight + 18}px;
  padding: 9px 12px;
  border: 1px solid ${({ theme }) => chatColors.fieldBorder(theme)};
  border-radius: 22px;
  font: inherit;
  font-size: 16px;
  line-height: ${lineHeight}px;
  resize: none;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

const Cost = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-variant-numeric: tabular-nums;
  text-align: center;
`;

const PhotoCost = styled.span`
  &::before {
    content: ' · ';
  }
`;

export interface ComposerProps {
  partnerName: string;
  draft: string;
  onDraftChange: (text: string) => void;
  onSend: (text: string) => void;
  onPickImage: (file: File) => void;
  onOpenGifts: () => void;
  /** Starts a voice recording; absent (no MediaRecorder with Opus in this browser): no microphone button. */
  onRecordVoice?: (() => void) | undefined;
  disabled?: boolean;
  fieldRef?: RefObject<HTMLTextAreaElement | null>;
}

/**
 * The composer: image and gift buttons, a field that grows to five lines (Enter sends, Shift+Enter is a new
 * line) and the amber send button, with the cost per message and the balance under it.
 */
export function Composer({
  partnerName,
  draft,
  onDraftChange,
  onSend,
  onPickImage,
  onOpenGifts,
  onRecordVoice,
  disabled,
  fieldRef,
}: ComposerProps) {
  const intl = useIntl();
  const costId = useId();
  const ownRef = useRef<HTMLTextAreaElement>(null);
  const field = fieldRef ?? ownRef;
  const { data: settings } = useGetSettingsQuery();
  const balance = useCreditBalance();

  // Grows with its text: reset, then take the content height (capped by max-height in CSS).
  useLayoutEffect(() => {
    const element = field.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${element.scrollHeight}px`;
  }, [draft, field]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const text = draft.trim();
    if (!text || disabled) return;
    onSend(text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <div>
      <Form onSubmit={submit}>
        {/* The kit's picker as an icon: the image's preview and progress show in its bubble in the thread. */}
        <PhotoPicker
          variant="icon"
          label={intl.formatMessage(composerMessages.image)}
          disabled={disabled}
          testId="image-input"
          onPick={onPickImage}
        />
        <IconButton type="button" aria-label={intl.formatMessage(composerMessages.gift)} disabled={disabled} onClick={onOpenGifts}>
          <GiftIcon />
        </IconButton>
        {onRecordVoice ? (
          <IconButton type="button" aria-label={intl.formatMessage(voiceMessages.record)} disabled={disabled} onClick={onRecordVoice}>
            <MicIcon />
          </IconButton>
        ) : null}
        <Field
          ref={field}
          rows={1}
          value={draft}
          aria-label={intl.formatMessage(composerMessages.field, { name: partnerName })}
          aria-describedby={costId}
          placeholder={intl.formatMessage(composerMessages.placeholder)}
          disabled={disabled}
          onChange={(event) => onDraftChange(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <SendButton type="submit" aria-label={intl.formatMessage(composerMessages.send)} disabled={disabled || !draft.trim()}>
          <SendIcon />
        </SendButton>
      </Form>
      <Cost id={costId}>
        {settings && balance !== undefined
          ? intl.formatMessage(composerMessages.cost, { credits: settings.message_credits, balance })
          : null}
        {settings && settings.photo_credits > 0 ? (
          <PhotoCost>{intl.formatMessage(composerMessages.photoCost, { credits: settings.photo_credits })}</PhotoCost>
        ) : null}
      </Cost>
    </div>
  );
}
