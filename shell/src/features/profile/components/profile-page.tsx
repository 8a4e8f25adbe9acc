import { useIntl } from 'react-intl';
import { formatMessageById, PageFrame, Link } from '@dating/shared-kit';
import { Alert, Button, Spinner } from '@dating/shared-kit/ui';
import { apiErrorOf } from '../../../lib/api-error';
import { LoginRequired } from '../../../shared/pages/login-required';
import { useKitGetOwnProfileQuery } from '@dating/shared-kit/account-api';
import { useCurrentUser } from '../../../shared/session/use-current-user';
import { useShellGetBoostQuery } from '../api/boost';
import { profileMessages } from '../messages';
import { BoostPanel } from './boost-panel';
import { PhotoManager } from './photo-manager';
import { ProfileForm } from './profile-form';

/** /profile: the member edits their own profile and photos. */
export function ProfilePage({ routeId }: { routeId: string }) {
  const intl = useIntl();
  const { data, isLoading, error } = useKitGetOwnProfileQuery();
  // Asked beside the profile, and the page shown once both answered (or the boost failed): a boost panel that
  // arrived after the form would push the form down (a layout shift on every visit).
  const { user } = useCurrentUser();
  const boost = useShellGetBoostQuery(undefined, { skip: !user });
  const failure = apiErrorOf(error);
  const profile = boost.isLoading ? undefined : data?.profile;
  return (
    <PageFrame app="shell" routeId={routeId} title={formatMessageById(intl, `shell.page.${routeId}.title`)}>
      <p>{formatMessageById(intl, `shell.page.${routeId}.intro`)}</p>
      {(isLoading || (Boolean(data) && boost.isLoading)) && <Spinner label={intl.formatMessage(profileMessages.loading)} />}
      {failure?.code === 'authentication_required' && (
        <LoginRequired why={profileMessages.loginRequired} login={profileMessages.login} returnTo="/profile" />
      )}
      {failure && failure.code !== 'authentication_required' && <Alert tone="danger">{intl.formatMessage(profileMessages.generic)}</Alert>}
      {profile && (
        <>
          <PhotoManager photos={profile.photos} limit={profile.photo_limit} />
          {/* A button-sized link: a line of text is too small a target for a finger (24 px at least). */}
          <p>
            <Button as={Link} to="/verification" variant="secondary">
              {intl.formatMessage(profileMessages.verify)}
            </Button>
          </p>
          <BoostPanel />
          {/* Keyed by id: a refetch after another login must not keep the previous member's draft. */}
          <ProfileForm key={profile.id} profile={profile} />
        </>
      )}
    </PageFrame>
  );
}
