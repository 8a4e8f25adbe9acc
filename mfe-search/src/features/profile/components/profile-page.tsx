import { useIntl } from 'react-intl';
import { apiErrorOf, PageFrame, Link, useKitGetMemberQuery, useParams, usePrepaintReleaseWhen } from '@dating/shared-kit';
import { Alert, LoginPrompt } from '@dating/shared-kit/ui';
import { profileMessages } from '../profile-messages';
import { ProfileSkeleton } from './profile-skeleton';
import { ProfileView } from './profile-view';

/** The profile view (route members-id). */
export function ProfilePage({ routeId, fallbackTitle }: { routeId: string; fallbackTitle: string }) {
  const intl = useIntl();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const query = useKitGetMemberQuery(id, { skip: !valid });
  const profile = query.data?.profile;
  const { status, code } = apiErrorOf(query.error) ?? {};
  // A profile may arrive painted by the server: it gives way once this profile (or an error) shows.
  usePrepaintReleaseWhen(Boolean(profile) || query.isError || !valid, routeId);
  return (
    <PageFrame app="mfe-search" routeId={routeId} build={__BUILD_LABEL__} title={profile?.name ?? fallbackTitle}>
      {query.isLoading && <ProfileSkeleton />}
      {(!valid || status === 404) && (
        <Alert tone="info">
          <p>{intl.formatMessage(profileMessages.notFound)}</p>
          <Link to="/members">{intl.formatMessage(profileMessages.backToSearch)}</Link>
        </Alert>
      )}
      {status === 403 && code === 'authentication_required' && <LoginPrompt message={intl.formatMessage(profileMessages.loginToView)} />}
      {query.isError && status !== 404 && status !== 403 && <Alert tone="danger">{intl.formatMessage(profileMessages.error)}</Alert>}
      {profile && !query.isError && <ProfileView profile={profile} />}
    </PageFrame>
  );
}
