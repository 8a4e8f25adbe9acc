import { useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useIntl } from 'react-intl';
import type { ShowcaseMember } from '@dating/shared-kit';
import { Button } from '@dating/shared-kit/ui';
import { StoryBarRow, VisuallyHidden } from '@dating/shared-kit/ui';
import { MemberPhoto } from '../members/member-photo';
import { slideshowMessages } from './slideshow-messages';
import { prefersReducedMotion } from './use-reduced-motion';

/** How long one slide shows. */
export const SLIDE_MS = 4000;

const Stage = styled.div`
  position: relative;
  aspect-ratio: 4 / 5;
  max-height: 72vh;
  margin: 0 auto;
  width: 100%;
  max-width: 576px;
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.skeleton};
`;

const Slide = styled.div<{ $shown: boolean }>`
  position: absolute;
  inset: 0;
  opacity: ${({ $shown }) => ($shown ? 1 : 0)};
  transition: opacity ${({ theme }) => theme.durations.celebrate} ${({ theme }) => theme.easings.enter};
  & > * {
    height: 100%;
    max-height: none;
  }
`;

const Bar = styled.span<{ $done: boolean }>`
  flex: 1;
  height: 4px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $done }) => ($done ? theme.colors.surface : theme.colors.overlay)};
`;

const Controls = styled.div`
  position: absolute;
  right: ${({ theme }) => theme.space.sm};
  bottom: ${({ theme }) => theme.space.sm};
`;

export interface SlideshowProps {
  /** The first frame, shown before any script timer runs (the hero, the LCP element). */
  first: ReactNode;
  members: ShowcaseMember[];
  /** Starts playing unless the visitor asked for reduced motion. */
  autoplay: boolean;
}

/** A cross-fading slideshow with progress bars that can always be paused. */
export function Slideshow({ first, members, autoplay }: SlideshowProps) {
  const intl = useIntl();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => autoplay && !prefersReducedMotion());
  const total = members.length + 1;
  useEffect(() => {
    if (!playing || total < 2) return undefined;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % total), SLIDE_MS);
    return () => window.clearInterval(timer);
  }, [playing, total]);
  return (
    <Stage aria-roledescription="carousel" data-slide={index}>
      <Slide $shown={index === 0} aria-hidden={index !== 0}>
        {first}
      </Slide>
      {members.map((member, offset) => (
        <Slide key={member.id} $shown={index === offset + 1} aria-hidden={index !== offset + 1}>
          <MemberPhoto member={member} />
        </Slide>
      ))}
      <StoryBarRow aria-hidden="true">
        {Array.from({ length: total }, (_, bar) => (
          <Bar key={bar} $done={bar <= index} />
        ))}
      </StoryBarRow>
      <Controls>
        <Button variant="secondary" size="sm" onPhoto onClick={() => setPlaying((value) => !value)}>
          {intl.formatMessage(playing ? slideshowMessages.slidesPause : slideshowMessages.slidesPlay)}
        </Button>
      </Controls>
      {/* Not a live region: a slide changing every 4 s must not talk over the page. */}
      <VisuallyHidden>{intl.formatMessage(slideshowMessages.slideLabel, { number: index + 1, total })}</VisuallyHidden>
    </Stage>
  );
}
