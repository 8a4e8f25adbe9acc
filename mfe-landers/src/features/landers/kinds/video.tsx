import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { useIntl } from 'react-intl';
import { SignupCta } from '../cta/signup-cta';
import { HeroImage } from '../hero/hero-image';
import { LanderFrame } from '../components/lander-frame';
import { slots } from '../components/layout-parts';
import { CaptionedMemberGrid } from '../members/captioned-member-grid';
import { useLanderMembers } from '../members/use-lander-members';
import { videoMessages, videoPreset } from './video-defaults';
import type { KindProps } from './kind-props';
import { withLanderPreset } from './with-lander-preset';

// The tour plays only after a tap: the first render does not wait for the slideshow's code.
const loadSlideshow = () => import('../slideshow/slideshow');
const Slideshow = lazy(() => loadSlideshow().then((module) => ({ default: module.Slideshow })));

const Poster = styled.div`
  position: relative;
  max-width: 576px;
  width: 100%;
  margin: 0 auto;
`;

const Play = styled.button`
  position: absolute;
  top: 50%;
  left: 50%;
  width: 72px;
  height: 72px;
  margin: -36px 0 0 -36px;
  display: grid;
  place-items: center;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusOnDark};
    outline-offset: 3px;
  }
`;

/**
 * A poster with a 72 px play button; nothing plays or loads until the visitor taps it. The tour is the
 * members' photos (this site has no video files), so a tap costs a few small pictures, not a video stream.
 */
function Video({ routeId, preset }: KindProps) {
  const intl = useIntl();
  const [playing, setPlaying] = useState(false);
  const { members, loading } = useLanderMembers(preset, 10);
  return (
    <LanderFrame kind="video" routeId={routeId} preset={preset} lead={videoMessages.lead}>
      {playing ? (
        <Suspense
          fallback={
            <Poster>
              <HeroImage hero={preset.hero} tall />
            </Poster>
          }
        >
          <Slideshow first={<HeroImage hero={preset.hero} tall />} members={members.slice(4)} autoplay />
        </Suspense>
      ) : (
        <Poster>
          <HeroImage hero={preset.hero} tall />
          {/* A pointer on its way or the keyboard's focus: the tour's code starts coming before the tap. */}
          <Play
            type="button"
            aria-label={intl.formatMessage(videoMessages.play)}
            onClick={() => setPlaying(true)}
            onPointerEnter={() => void loadSlideshow()}
            onFocus={() => void loadSlideshow()}
          >
            <svg width="32" height="32" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M8 5v14l11-7z" fill="currentColor" />
            </svg>
          </Play>
        </Poster>
      )}
      <SignupCta preset={preset} />
      <CaptionedMemberGrid members={slots(members, 4, loading)} />
    </LanderFrame>
  );
}

export default withLanderPreset(videoPreset, Video);
