import { useState } from 'react';
import { useIntl } from 'react-intl';
import { apiErrorOf, PageFrame, useKitLikeMutation, Link } from '@dating/shared-kit';
import type { MemberCardProfile } from '@dating/shared-kit';
import { Alert, Button, LoginPrompt } from '@dating/shared-kit/ui';
import { MemberCardSkeletons } from '../../../components/member-card-skeleton';
import { MemberGrid } from '../../../components/member-grid';
import { useSearchGetMatchFinderQuery } from '../api/get-match-finder';
import { matchFinderMessages } from '../match-finder-messages';

/** The API proposes at most this many matches at once (MATCH_FINDER_LIMIT of the API contract). */
const MATCH_FINDER_LIMIT = 8;

interface LikeOutcome {
  profile: MemberCardProfile;
  match: boolean;
}

/** The match finder (route match-finder): cards of good matches, each with a heart to like them. */
export function MatchFinderPage({ routeId, title, intro }: { routeId: string; title: string; intro: string }) {
  const intl = useIntl();
  const query = useSearchGetMatchFinderQuery();
  const [like, likeState] = useKitLikeMutation();
  // The liked card leaves the list when the list reloads; this keeps the outcome on screen.
  const [outcome, setOutcome] = useState<LikeOutcome | null>(null);
  const failure = apiErrorOf(query.error);
  const loginRequired = failure?.status === 403 && failure.code === 'authentication_required';

  const likeProfile = async (profile: MemberCardProfile) => {
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
      {loginRequired && <LoginPrompt message={intl.formatMessage(matchFinderMessages.loginRequired)} />}
      {query.isError && !loginRequired && <Alert tone="danger">{intl.formatMessage(matchFinderMessages.error)}</Alert>}
      {query.data && query.data.profiles.length === 0 && (
        <Alert tone="info">
          <p>{intl.formatMessage(matchFinderMessages.empty)}</p>
          <Link to="/members">{intl.formatMessage(matchFinderMessages.toSearch)}</Link>
        </Alert>
      )}
      {(query.isLoading || query.data) && (
        <MemberGrid
          label={intl.formatMessage(matchFinderMessages.listLabel)}
          profiles={query.data?.profiles ?? []}
          hearts={{
            // A liked card leaves the list when it reloads, so no card here is liked yet.
            isLiked: () => false,
            isBusy: (id) => likeState.isLoading && likeState.originalArgs?.profileId === id,
            toggle: (profile) => void likeProfile(profile),
          }}
        >
          {query.isLoading && <MemberCardSkeletons count={MATCH_FINDER_LIMIT} />}
        </MemberGrid>
      )}
    </PageFrame>
  );
}
