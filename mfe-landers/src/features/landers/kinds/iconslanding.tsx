import { useState } from 'react';
import styled from 'styled-components';
import { useIntl } from 'react-intl';
import { SignupCta } from '../cta/signup-cta';
import { HeroImage } from '../hero/hero-image';
import { LanderFrame } from '../components/lander-frame';
import { Cell, Column, SectionTitle, Split, slots } from '../components/layout-parts';
import { interestIcons } from '../icons/interest-icons';
import { MemberCaption } from '../members/member-caption';
import { MemberPhoto } from '../members/member-photo';
import { useLanderMembers } from '../members/use-lander-members';
import { interestKeys, type InterestKey } from '../presets/interests';
import { landerMessages } from '../messages';
import { interestMessages } from '../presets/interest-messages';
import { iconsLandingMessages, iconsLandingPreset } from './iconslanding-defaults';
import type { KindProps } from './kind-props';
import { withLanderPreset } from './with-lander-preset';

const Picks = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
`;

const Pick = styled.button`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 72px;
  padding: ${({ theme }) => theme.space.sm};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  overflow-wrap: break-word;
  hyphens: auto;
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primaryInk};
    background: ${({ theme }) => theme.colors.primarySubtle};
  }
`;

const Three = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Portrait plus six interests to tap; the pick decides which three members show. */
function IconsLanding({ routeId, preset }: KindProps) {
  const intl = useIntl();
  const [pick, setPick] = useState<InterestKey>(preset.interest ?? 'travel');
  const { members, loading } = useLanderMembers(preset, 18);
  // Each interest shows its own three of the fetched members, so a tap visibly changes the row.
  const offset = interestKeys.indexOf(pick) * 3;
  const three = members.length >= offset + 3 ? members.slice(offset, offset + 3) : members.slice(0, 3);
  return (
    <LanderFrame kind="iconslanding" routeId={routeId} preset={preset} lead={iconsLandingMessages.lead}>
      <Split>
        <HeroImage hero={preset.hero} />
        <Column>
          <SectionTitle>{intl.formatMessage(iconsLandingMessages.pick)}</SectionTitle>
          <Picks>
            {interestKeys.map((key) => {
              const Icon = interestIcons[key];
              return (
                <Pick key={key} type="button" aria-pressed={pick === key} onClick={() => setPick(key)}>
                  <Icon />
                  {intl.formatMessage(interestMessages[key])}
                </Pick>
              );
            })}
          </Picks>
          <SectionTitle>{intl.formatMessage(landerMessages.membersTitle)}</SectionTitle>
          <Three>
            {slots(three, 3, loading).map((member, index) => (
              <Cell key={member?.id ?? index}>
                <MemberPhoto member={member} />
                {member && <MemberCaption member={member} />}
              </Cell>
            ))}
          </Three>
          <SignupCta preset={preset} label={intl.formatMessage(iconsLandingMessages.cta)} />
        </Column>
      </Split>
    </LanderFrame>
  );
}

export default withLanderPreset(iconsLandingPreset, IconsLanding);
