import { useState } from 'react';
import styled from 'styled-components';
import { useIntl } from 'react-intl';
import { LockIcon } from '@dating/shared-kit';
import { VisuallyHidden } from '@dating/shared-kit/ui';
import { SignupCta } from '../cta/signup-cta';
import { HeroImage } from '../hero/hero-image';
import { LanderFrame } from '../components/lander-frame';
import { Cell, PhotoGrid, slots } from '../components/layout-parts';
import { MemberCaption } from '../members/member-caption';
import { MemberPhoto } from '../members/member-photo';
import { useLanderMembers } from '../members/use-lander-members';
import { galleryMessages, galleryPreset } from './gallery-defaults';
import type { KindProps } from './kind-props';
import { withLanderPreset } from './with-lander-preset';

const PhotoButton = styled.button`
  display: block;
  position: relative;
  width: 100%;
  padding: 0;
  border: 0;
  background: none;
  border-radius: ${({ theme }) => theme.radii.lg};
  cursor: pointer;
`;

const Locked = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  min-height: 24px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** A quiet grid whose first card is the hero; tapping a member says what signing up unlocks. */
function Gallery({ routeId, preset }: KindProps) {
  const intl = useIntl();
  const { members, loading } = useLanderMembers(preset, 11);
  const [picked, setPicked] = useState<string | null>(null);
  return (
    <LanderFrame kind="gallery" routeId={routeId} preset={preset} lead={galleryMessages.lead}>
      <PhotoGrid>
        <Cell>
          <HeroImage hero={preset.hero} />
        </Cell>
        {slots(members, 11, loading).map((member, index) => (
          <Cell key={member?.id ?? index}>
            {member ? (
              <PhotoButton type="button" onClick={() => setPicked(member.name)}>
                <MemberPhoto member={member} />
                <MemberCaption member={member} />
                <VisuallyHidden>{intl.formatMessage(galleryMessages.locked, { name: member.name })}</VisuallyHidden>
              </PhotoButton>
            ) : (
              <MemberPhoto />
            )}
          </Cell>
        ))}
      </PhotoGrid>
      {/* Reserved line, so the message appearing never moves the call to action. */}
      <Locked role="status">
        {picked && (
          <>
            <LockIcon />
            {intl.formatMessage(galleryMessages.locked, { name: picked })}
          </>
        )}
      </Locked>
      <SignupCta preset={preset} />
    </LanderFrame>
  );
}

export default withLanderPreset(galleryPreset, Gallery);
