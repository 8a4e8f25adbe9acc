import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Avatar, Button, Card } from '@dating/shared-kit/ui';
import { useKitGetMembersQuery, useSession, Link } from '@dating/shared-kit';
import { useKitGetOwnProfileQuery } from '@dating/shared-kit/account-api';
import { signupMatchesQuery } from '../../../shared/api/signup-matches-query';
import { activationMessages } from '../messages';
import { PremiumDiscount } from './premium-discount';
import { profileCompleteness } from './profile-completeness';
import { ProgressRing } from './progress-ring';

/** DESIGN "Activation done": stacked on phones, three columns of four on desktop. */
const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: 1fr;
  @media (min-width: 992px) { grid-template-columns: repeat(3, 1fr); }
  > * { display: flex; flex-direction: column; gap: ${({ theme }) => theme.space.sm}; min-width: 0; }
`;

/** The ring beside its sentence; the sentence wraps under it on the narrowest phones. */
const Progress = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  > p { margin: 0; flex: 1 1 8rem; }
`;

const Avatars = styled.div`
  display: flex;
  > * + * { margin-left: -8px; }
`;

/** /activate/done: the three next steps after activating. */
export function ActivateDone() {
  const intl = useIntl();
  const { user } = useSession();
  const { data: profile } = useKitGetOwnProfileQuery(undefined, { skip: !user });
  const { data: members } = useKitGetMembersQuery(signupMatchesQuery());
  const percent = profile ? profileCompleteness(profile.profile) : 0;
  return (
    <Cards>
      <Card>
        <h2>{intl.formatMessage(activationMessages.profileTitle)}</h2>
        <Progress>
          <ProgressRing
            percent={percent}
            label={intl.formatMessage(activationMessages.profileRing)}
            valueText={intl.formatMessage(activationMessages.profileText, { percent })}
          />
          <p>{intl.formatMessage(activationMessages.profileText, { percent })}</p>
        </Progress>
        <Button as={Link} to="/complete-signup">
          {intl.formatMessage(activationMessages.profileAction)}
        </Button>
      </Card>
      <Card>
        <h2>{intl.formatMessage(activationMessages.premiumTitle)}</h2>
        <p>{intl.formatMessage(activationMessages.premiumText)}</p>
        <PremiumDiscount />
        <Button as={Link} to="/premium" variant="secondary">
          {intl.formatMessage(activationMessages.premiumAction)}
        </Button>
      </Card>
      <Card>
        <h2>{intl.formatMessage(activationMessages.membersTitle)}</h2>
        <Avatars>
          {(members?.profiles ?? []).slice(0, 3).map((member) => (
            <Avatar key={member.id} name={member.name} src={member.main_image?.thumb} size="md" />
          ))}
        </Avatars>
        <p>{intl.formatMessage(activationMessages.membersText)}</p>
        <Button as={Link} to="/members" variant="secondary">
          {intl.formatMessage(activationMessages.membersAction)}
        </Button>
      </Card>
    </Cards>
  );
}
