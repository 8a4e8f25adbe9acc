import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@dating/shared-kit/ui';
import { useVoiceRecorder, type Recording } from '../hooks/use-voice-recorder';
import { formatVoiceDuration, VOICE_MAX_MS } from '../lib/voice-support';
import { voiceMessages } from '../messages';

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
`;

const Dot = styled.span`
  width: 12px;
  height: 12px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.danger};
  @media (prefers-reduced-motion: no-preference) {
    animation: pulse 1s ease-in-out infinite alternate;
  }
  @keyframes pulse {
    to {
      opacity: 0.3;
    }
  }
`;

const Status = styled.span`
  flex: 1;
  font-variant-numeric: tabular-nums;
`;

export interface VoiceRecorderProps {
  mimeType: string;
  onDone: (recording: Recording) => void;
  onCancel: () => void;
}

/**
 * The composer while a voice message is recorded (loaded when the microphone button is first pressed): the time
 * against the one-minute limit, Send (or the limit) ends it, Cancel drops it. A refused microphone says so.
 */
export default function VoiceRecorder({ mimeType, onDone, onCancel }: VoiceRecorderProps) {
  const intl = useIntl();
  const recorder = useVoiceRecorder(mimeType, onDone);
  if (recorder.state === 'denied') {
    return (
      <Bar role="group" aria-label={intl.formatMessage(voiceMessages.recorder)}>
        <Status role="alert">{intl.formatMessage(voiceMessages.denied)}</Status>
        <Button type="button" size="sm" variant="secondary" onClick={onCancel}>
          {intl.formatMessage(voiceMessages.close)}
        </Button>
      </Bar>
    );
  }
  return (
    <Bar role="group" aria-label={intl.formatMessage(voiceMessages.recorder)}>
      <Dot aria-hidden="true" />
      <Status role="status">
        {recorder.state === 'recording'
          ? intl.formatMessage(voiceMessages.recording, {
              elapsed: formatVoiceDuration(recorder.elapsedMs),
              max: formatVoiceDuration(VOICE_MAX_MS),
            })
          : intl.formatMessage(voiceMessages.starting)}
      </Status>
      <Button
        type="button"
        size="sm"
        variant="ghost"
        onClick={() => {
          recorder.cancel();
          onCancel();
        }}
      >
        {intl.formatMessage(voiceMessages.cancel)}
      </Button>
      <Button type="button" size="sm" disabled={recorder.state !== 'recording'} onClick={recorder.finish}>
        {intl.formatMessage(voiceMessages.send)}
      </Button>
    </Bar>
  );
}
