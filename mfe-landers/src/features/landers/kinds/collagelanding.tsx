import styled from 'styled-components';
import { useIntl } from 'react-intl';
import { up } from '@dating/shared-kit/theme';
import { SignupCta } from '../cta/signup-cta';
import { HeroImage } from '../hero/hero-image';
import { LanderFrame } from '../components/lander-frame';
import { SectionTitle, slots } from '../components/layout-parts';
import { CaptionedMemberGrid } from '../members/captioned-member-grid';
import { MemberPhoto } from '../members/member-photo';
import { useLanderMembers } from '../members/use-lander-members';
import { landerMessages } from '../messages';
import { collageLandingMessages, collageLandingPreset } from './collagelanding-defaults';
import type { KindProps } from './kind-props';
import { withLanderPreset } from './with-lander-preset';

/** Tilted tiles around the hero; tilts are static (no motion), so reduced motion changes nothing here. */
const Collage = styled.div`
  position: relative;
  display: grid;
  grid-template-columns: 1fr 2fr 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  ${up('lg')} {
    max-width: 720px;
    margin: 0 auto;
  }
`;

const Tile = styled.div<{ $tilt: number }>`
  transform: rotate(${({ $tilt }) => $tilt}deg);
  box-shadow: ${({ theme }) => theme.shadows.md};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

/** The call to action as a card laid over the bottom of the collage. */
const Card = styled.div`
  position: relative;
  z-index: 1;
  margin: -${({ theme }) => theme.space.xl} auto 0;
  max-width: 440px;
  width: 100%;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

function CollageLanding({ routeId, preset }: KindProps) {
  const intl = useIntl();
  const { members, loading } = useLanderMembers(preset, 10);
  const [left, right, ...rest] = slots(members, 10, loading);
  return (
    <LanderFrame kind="collagelanding" routeId={routeId} preset={preset} lead={collageLandingMessages.lead}>
      <Collage>
        <Tile $tilt={-6}>
          <MemberPhoto member={left} />
        </Tile>
        <Tile $tilt={0}>
          <HeroImage hero={preset.hero} />
        </Tile>
        <Tile $tilt={6}>
          <MemberPhoto member={right} />
        </Tile>
      </Collage>
      <Card>
        <SignupCta preset={preset} />
      </Card>
      <SectionTitle>{intl.formatMessage(landerMessages.membersTitle)}</SectionTitle>
      <CaptionedMemberGrid members={rest} />
    </LanderFrame>
  );
}

export default withLanderPreset(collageLandingPreset, CollageLanding);
