import { useState } from 'react';
import styled from 'styled-components';
import { useIntl } from 'react-intl';
import { HeartIcon, NopeIcon } from '@dating/shared-kit';
import { Button } from '@dating/shared-kit/ui';
import { SignupCta } from '../cta/signup-cta';
import { HeroImage } from '../hero/hero-image';
import { LanderFrame } from '../components/lander-frame';
import { MemberCaption } from '../members/member-caption';
import { MemberPhoto } from '../members/member-photo';
import { useLanderMembers } from '../members/use-lander-members';
import { tinderSwipeMessages, tinderSwipePreset } from './tinderswipe-defaults';
import type { KindProps } from './kind-props';
import { withLanderPreset } from './with-lander-preset';

/** Swipes before the demo asks the visitor to sign up. */
export const DEMO_SWIPES = 3;

const Stage = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  max-width: 420px;
  margin: 0 auto;
`;

const Card = styled.div`
  position: relative;
  aspect-ratio: 3 / 4;
  border-radius: ${({ theme }) => theme.radii.xl};
  overflow: hidden;
  box-shadow: ${({ theme }) => theme.shadows.lg};
  background: ${({ theme }) => theme.colors.skeleton};
  & > * {
    width: 100%;
    height: 100%;
    max-height: none;
    aspect-ratio: auto;
    border-radius: 0;
  }
`;

const Done = styled.p`
  display: grid;
  place-items: center;
  height: 100%;
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.night};
  color: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-align: center;
`;

const Actions = styled.div`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space.lg};
`;

/** A demo stack (no third-party brand): three choices, then a card that asks for the sign-up. */
function TinderSwipe({ routeId, preset }: KindProps) {
  const intl = useIntl();
  const [swipes, setSwipes] = useState(0);
  const { members } = useLanderMembers(preset, DEMO_SWIPES);
  const done = swipes >= DEMO_SWIPES;
  // The first card is the hero (the LCP element); the next ones are real members as they arrive.
  const current = swipes === 0 ? undefined : members[swipes - 1];
  const next = () => setSwipes((count) => count + 1);
  return (
    <LanderFrame kind="tinderswipe" routeId={routeId} preset={preset} lead={tinderSwipeMessages.lead}>
      <Stage>
        <Card data-swipe={swipes}>
          {done ? (
            <Done role="status">{intl.formatMessage(tinderSwipeMessages.done)}</Done>
          ) : swipes === 0 ? (
            <HeroImage hero={preset.hero} />
          ) : (
            <>
              <MemberPhoto member={current} ratio="3 / 4" />
              {current && <MemberCaption member={current} />}
            </>
          )}
        </Card>
        {!done && (
          <Actions>
            <Button variant="secondary" size="lg" icon={<NopeIcon />} onClick={next}>
              {intl.formatMessage(tinderSwipeMessages.nope)}
            </Button>
            <Button variant="secondary" size="lg" icon={<HeartIcon filled />} onClick={next}>
              {intl.formatMessage(tinderSwipeMessages.like)}
            </Button>
          </Actions>
        )}
        <SignupCta preset={preset} />
      </Stage>
    </LanderFrame>
  );
}

export default withLanderPreset(tinderSwipePreset, TinderSwipe);
