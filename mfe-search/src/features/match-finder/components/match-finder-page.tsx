import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { apiErrorOf, PageFrame, useKitLikeMutation } from '@dating/shared-kit';
import type { ProfileSummary } from '@dating/shared-kit';
import { Alert, Button, LoginPrompt, Spinner } from '@dating/shared-kit/ui';
import { ProfileGrid } from '../../../components/profile-grid';
import { useSearchGetMatchFinderQuery } from '../api/get-match-finder';
import { matchFinderMessages } from '../match-finder-messages';

interface LikeOutcome {
  profile: ProfileSummary;
  match: boolean;
}

/** The match finder (route match-finder): cards of good matches, each with a like button. */
export function MatchFinderPage({ routeId, title, intro }: { routeId: string; title: string; intro: string }) {
  const intl = useIntl();
  const query = useSearchGetMatchFinderQuery();
  const [like, likeState] = useKitLikeMutation();
  // The liked card leaves the list when the list reloads; this keeps the outcome on screen.
  const [outcome, setOutcome] = useState<LikeOutcome | null>(null);
  const failure = apiErrorOf(query.error);
  const loginRequired = failure?.status === 403 && failure.code === 'authentication_required';

  const likeProfile = async (profile: ProfileSummary) => {
    const result = await like({ profileId: profile.id, source: 'match_finder' });
    if ('data' in result && result.data) setOutcome({ profile, match: result.data.match });
  };

  return (
    <PageFrame app="mfe-search" routeId={routeId} build={__BUILD_LABEL__} title={title}>
      <p>{intro}</p>
      <p role="status">
        {outcome &&
          intl.formatMessage(outcome.match ? matchFinderMessages.match : matchFinderMessages.liked, { name: outcome.profile.name })}
      </p>
      {outcome?.match && (
        <Button as={Link} to={`/members/${outcome.profile.id}/chat`} variant="primary">
          {intl.formatMessage(matchFinderMessages.sendMessage, { name: outcome.profile.name })}
        </Button>
      )}
      {likeState.isError && <Alert tone="danger">{intl.formatMessage(matchFinderMessages.error)}</Alert>}
      {query.isLoading && <Spinner />}
      {loginRequired && <LoginPrompt message={intl.formatMessage(matchFinderMessages.loginRequired)} />}
      {query.isError && !loginRequired && <Alert tone="danger">{intl.formatMessage(matchFinderMessages.error)}</Alert>}
      {query.data && query.data.profiles.length === 0 && (
        <Alert tone="info">
          <p>{intl.formatMessage(matchFinderMessages.empty)}</p>
          <Link to="/members">{intl.formatMessage(matchFinderMessages.toSearch)}</Link>
        </Alert>
      )}
      {query.data && (
        <ProfileGrid
          label={intl.formatMessage(matchFinderMessages.listLabel)}
          profiles={query.data.profiles}
          renderActions={(profile) => (
            <Button
              size="sm"
              aria-label={intl.formatMessage(matchFinderMessages.likeName, { name: profile.name })}
              loading={likeState.isLoading && likeState.originalArgs?.profileId === profile.id}
              onClick={() => void likeProfile(profile)}
            >
              {intl.formatMessage(matchFinderMessages.like)}
            </Button>
          )}
        />
      )}
    </PageFrame>
  );
}
