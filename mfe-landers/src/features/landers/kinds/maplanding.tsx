import styled from 'styled-components';
import { useIntl } from 'react-intl';
import type { ShowcaseMember } from '@dating/shared-kit';
import { SignupCta } from '../cta/signup-cta';
import { HeroImage } from '../hero/hero-image';
import { LanderFrame } from '../components/lander-frame';
import { Column, Split } from '../components/layout-parts';
import { useLanderMembers } from '../members/use-lander-members';
import { landerMessages } from '../messages';
import { mapLandingMessages, mapLandingPreset } from './maplanding-defaults';
import type { KindProps } from './kind-props';
import { withLanderPreset } from './with-lander-preset';

/** Where the pins sit on the map, in percent: fixed spots, never the members' real locations. */
const pinSpots = [
  [28, 30],
  [62, 22],
  [45, 52],
  [74, 58],
  [22, 68],
  [55, 80],
  [82, 36],
  [38, 14],
] as const;

const Map = styled.figure`
  position: relative;
  margin: 0;
  aspect-ratio: 4 / 3;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.secondarySubtle};
  overflow: hidden;
`;

const Land = styled.svg`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  color: ${({ theme }) => theme.colors.border};
`;

const Pin = styled.img`
  position: absolute;
  width: 48px;
  height: 48px;
  margin: -24px 0 0 -24px;
  border: 3px solid ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.skeleton};
  box-shadow: ${({ theme }) => theme.shadows.md};
  object-fit: cover;
`;

const Caption = styled.figcaption`
  position: absolute;
  left: ${({ theme }) => theme.space.sm};
  bottom: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function Pins({ members }: { members: ShowcaseMember[] }) {
  const intl = useIntl();
  return members.slice(0, pinSpots.length).map((member, index) => {
    const [left, top] = pinSpots[index]!;
    return (
      <Pin
        key={member.id}
        src={member.photo.thumb}
        alt={intl.formatMessage(landerMessages.memberAlt, { name: member.name, age: member.age })}
        width={48}
        height={48}
        loading="lazy"
        style={{ left: `${left}%`, top: `${top}%` }}
      />
    );
  });
}

/** A static drawn map with member pins; it never asks for the visitor's location. */
function MapLanding({ routeId, preset }: KindProps) {
  const intl = useIntl();
  const { members } = useLanderMembers(preset, pinSpots.length);
  return (
    <LanderFrame kind="maplanding" routeId={routeId} preset={preset} lead={mapLandingMessages.lead}>
      <Split>
        <HeroImage hero={preset.hero} />
        <Column>
          <Map>
            <Land viewBox="0 0 400 300" aria-hidden="true" focusable="false">
              <path d="M60 40l90-20 80 30 90-10 40 60-20 70 30 60-90 40-100-20-80 30-60-60 20-70-30-60z" fill="currentColor" />
              <path d="M120 90l60 40 70-20M90 200l90-30 80 50" fill="none" stroke="currentColor" strokeWidth="3" opacity=".4" />
            </Land>
            <Pins members={members} />
            <Caption>{intl.formatMessage(mapLandingMessages.map)}</Caption>
          </Map>
          <SignupCta preset={preset} />
        </Column>
      </Split>
    </LanderFrame>
  );
}

export default withLanderPreset(mapLandingPreset, MapLanding);
