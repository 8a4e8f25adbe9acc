import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatVoiceDuration } from '../lib/voice-support';
import { voiceMessages } from '../messages';

const Player = styled.div`
  display: grid;
  gap: 2px;
  width: min(280px, 70vw);
  audio {
    width: 100%;
    height: 40px;
  }
`;

const Duration = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-variant-numeric: tabular-nums;
`;

/**
 * A voice message: the browser's own audio controls (keyboard and screen-reader ready, nothing to download
 * until played), named with the length, which is shown too: a recorder's WebM tells the player no duration.
 */
export function VoicePlayer({ url, durationMs }: { url: string | undefined; durationMs: number }) {
  const intl = useIntl();
  const duration = formatVoiceDuration(durationMs);
  return (
    <Player>
      {url ? <audio controls preload="none" src={url} aria-label={intl.formatMessage(voiceMessages.player, { duration })} /> : null}
      <Duration>{intl.formatMessage(voiceMessages.duration, { duration })}</Duration>
    </Player>
  );
}
