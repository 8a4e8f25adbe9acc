import styled from 'styled-components';
import type { ShowcaseMember } from '@dating/shared-kit';

/** Name and age over the bottom of a photo, on the scrim (DESIGN 2: text on photos only over it). */
export const Scrim = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: flex-end;
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.gradients.photoScrim};
  color: ${({ theme }) => theme.colors.surface};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: break-word;
`;

export function MemberCaption({ member }: { member: ShowcaseMember }) {
  return (
    <Scrim aria-hidden="true">
      {member.name}, {member.age}
    </Scrim>
  );
}
