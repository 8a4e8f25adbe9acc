import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { LikesResponse } from '@dating/shared-kit';
import { Alert, Badge, Tabs, VisuallyHidden } from '@dating/shared-kit/ui';
import { likesMessages } from '../messages';
import { useLikeActions } from '../hooks/use-like-actions';
import { errorMessageOf } from '../../../shared/error-message';
import { LikesTabPanel } from './likes-tab-panel';
import type { LikesTab } from '../likes-tab';

const TabLabel = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

/** Received, given and matches, each with its count; received also shows the new likes as a badge. */
export function LikesTabs({ likes, tab }: { likes: LikesResponse; tab: LikesTab }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const root = useRef<HTMLDivElement>(null);
  // /likes and /likes/:type are two routes, so the first tab change remounts the page: give focus back to the tab.
  const fromTabs = (location.state as { fromTabs?: boolean } | null)?.fromTabs === true;
  useEffect(() => {
    if (fromTabs) root.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
  }, [fromTabs]);
  const { busyId, errorCode, likeBack, unlike } = useLikeActions();
  const matches = likes.profiles.filter((entry) => entry.match);
  const actions = { busyId, onLikeBack: likeBack, onUnlike: unlike };

  const received = (
    <TabLabel>
      {intl.formatMessage(likesMessages.received, { count: likes.liked_by.length })}
      {likes.new_likes > 0 && (
        <Badge tone="primary" data-testid="new-likes-badge">
          {likes.new_likes}
          <VisuallyHidden> {intl.formatMessage(likesMessages.newCount, { count: likes.new_likes })}</VisuallyHidden>
        </Badge>
      )}
    </TabLabel>
  );

  return (
    <div ref={root}>
      {errorCode && <Alert tone="danger">{intl.formatMessage(errorMessageOf(errorCode))}</Alert>}
      <Tabs
        label={intl.formatMessage(likesMessages.tabsLabel)}
        value={tab}
        onChange={(id) => navigate(`/likes/${id}`, { state: { fromTabs: true } })}
        items={[
          {
            id: 'received',
            label: received,
            content: (
              <LikesTabPanel
                label={likesMessages.listReceived}
                empty={likesMessages.emptyReceived}
                entries={likes.liked_by.map((entry) => ({
                  profile: entry.profile,
                  match: entry.match,
                  isNew: entry.like_new,
                  action: entry.match ? 'none' : 'like-back',
                }))}
                {...actions}
              />
            ),
          },
          {
            id: 'given',
            label: intl.formatMessage(likesMessages.given, { count: likes.profiles.length }),
            content: (
              <LikesTabPanel
                label={likesMessages.listGiven}
                empty={likesMessages.emptyGiven}
                entries={likes.profiles.map((entry) => ({ profile: entry.profile, match: entry.match, action: 'unlike' }))}
                {...actions}
              />
            ),
          },
          {
            id: 'matches',
            label: intl.formatMessage(likesMessages.matches, { count: matches.length }),
            content: (
              <LikesTabPanel
                label={likesMessages.listMatches}
                empty={likesMessages.emptyMatches}
                entries={matches.map((entry) => ({ profile: entry.profile, match: true, action: 'unlike' }))}
                {...actions}
              />
            ),
          },
        ]}
      />
    </div>
  );
}
