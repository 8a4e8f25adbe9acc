import styled from 'styled-components';
import { up } from '@dating/shared-kit/theme';
import { SignupCta } from '../cta/signup-cta';
import { HeroImage } from '../hero/hero-image';
import { LanderFrame } from '../components/lander-frame';
import { Column, slots } from '../components/layout-parts';
import { MemberPhoto } from '../members/member-photo';
import { useLanderMembers } from '../members/use-lander-members';
import { landerMessages } from '../messages';
import { aloneTonightMessages, aloneTonightPreset } from './alonetonight-defaults';
import { useIntl } from 'react-intl';
import type { KindProps } from './kind-props';
import { withLanderPreset } from './with-lander-preset';

/** Night colour, one warm portrait, the call to action inside the hero. */
const Night = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.night};
  color: ${({ theme }) => theme.colors.surface};
  ${up('lg')} {
    grid-template-columns: 5fr 7fr;
    align-items: center;
    padding: ${({ theme }) => theme.space.xl};
  }
`;

const Avatars = styled.ul`
  display: grid;
  grid-template-columns: repeat(6, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  max-width: 432px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

function AloneTonight({ routeId, preset }: KindProps) {
  const intl = useIntl();
  const { members, loading } = useLanderMembers(preset, 6);
  return (
    <LanderFrame kind="alonetonight" routeId={routeId} preset={preset} lead={aloneTonightMessages.lead}>
      <Night>
        <HeroImage hero={preset.hero} />
        <Column>
          <p>{intl.formatMessage(landerMessages.membersTitle)}</p>
          <Avatars>
            {slots(members, 6, loading).map((member, index) => (
              <li key={member?.id ?? index}>
                <MemberPhoto member={member} ratio="1 / 1" round thumb />
              </li>
            ))}
          </Avatars>
          <SignupCta preset={preset} />
        </Column>
      </Night>
    </LanderFrame>
  );
}

export default withLanderPreset(aloneTonightPreset, AloneTonight);
