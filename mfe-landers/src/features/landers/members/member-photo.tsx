import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { ShowcaseMember } from '@dating/shared-kit';
import { PortraitPhoto } from '@dating/shared-kit/ui';
import { landerMessages } from '../messages';

const Box = styled.span<{ $ratio: string; $round: boolean }>`
  display: block;
  position: relative;
  overflow: hidden;
  aspect-ratio: ${({ $ratio }) => $ratio};
  border-radius: ${({ theme, $round }) => ($round ? theme.radii.round : theme.radii.lg)};
  background: ${({ theme }) => theme.colors.skeleton};
`;

export interface MemberPhotoProps {
  /** Undefined while the members load: the box is reserved in the skeleton colour. */
  member?: ShowcaseMember | undefined;
  ratio?: '4 / 5' | '3 / 4' | '1 / 1';
  round?: boolean;
  thumb?: boolean;
  className?: string;
}

/** A member's photo, loaded lazily into a box that is reserved before it arrives (no layout shift). */
export function MemberPhoto({ member, ratio = '4 / 5', round = false, thumb = false, className }: MemberPhotoProps) {
  const intl = useIntl();
  return (
    <Box className={className} $ratio={ratio} $round={round} data-member-photo={member ? member.id : 'loading'}>
      {member && (
        <PortraitPhoto
          src={thumb ? member.photo.thumb : member.photo.match}
          alt={intl.formatMessage(landerMessages.memberAlt, { name: member.name, age: member.age })}
          loading="lazy"
          decoding="async"
          width={thumb ? 160 : 600}
          height={thumb ? 160 : 600}
        />
      )}
    </Box>
  );
}
