import { useIntl } from 'react-intl';
import { useKitGetMemberQuery, useParams } from '@dating/shared-kit';
import styled from 'styled-components';
import { Avatar } from '@dating/shared-kit/ui';
import { memberSignupMessages } from '../messages';
import { SignupFlow } from './signup-flow';

const MemberFigure = styled.figure`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.smPlus};
  margin: 0;
`;

/** /members/:id/signup: signing up with that member in view; afterwards the member's profile opens. */
export function MemberSignup() {
  const intl = useIntl();
  const id = Number(useParams().id);
  const { data } = useKitGetMemberQuery(id, { skip: !Number.isInteger(id) || id <= 0 });
  const member = data?.profile;
  const intro = member ? (
    <MemberFigure>
      <Avatar name={member.name} src={member.main_image?.thumb ?? member.photos[0]?.thumb} size="lg" />
      <figcaption>{intl.formatMessage(memberSignupMessages.withMember, { name: member.name })}</figcaption>
    </MemberFigure>
  ) : null;
  return <SignupFlow intro={intro} returnTo={`/members/${id}`} askSignupMessage />;
}
