import { Suspense, useEffect, useRef, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import type { LikesResponse } from '@dating/shared-kit';
import { SegmentedControl } from '@dating/shared-kit';
import { ActionError } from '../../../shared/components/action-error';
import { useLikeActions } from '../hooks/use-like-actions';
import type { LikesTab } from '../likes-tab';
import { likesMessages } from '../messages';
import { LikesTabPanel } from './likes-tab-panel';
import { LikesSkeleton } from './likes-skeleton';
import { ViewsColumn } from './likes-styles';

// /likes and /likes/:type are two routes, so the first change of view remounts the page: this flag, set by
// the click, gives focus back to the active segment after that remount.
let focusActiveSegment = false;

interface LikesViewsProps {
  likes: LikesResponse;
  tab: LikesTab;
  /** The visitors view, handed in by the app's top (its own feature, loaded only when the tab opens). */
  VisitorsPanel: ComponentType;
}

/**
 * Received, given and matches as a segmented control of links with counts, then visitors (no count: it is
 * not in the likes summary), and the active view's cards.
 */
export function LikesViews({ likes, tab, VisitorsPanel }: LikesViewsProps) {
  const intl = useIntl();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!focusActiveSegment) return;
    focusActiveSegment = false;
    root.current?.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
  }, []);
  const { busyId, errorCode, likeBack, unlike } = useLikeActions();
  const matches = likes.profiles.filter((entry) => entry.match);
  const actions = { busyId, onLikeBack: likeBack, onUnlike: unlike };

  return (
    <ViewsColumn ref={root}>
      <SegmentedControl
        aria-label={intl.formatMessage(likesMessages.tabsLabel)}
        value={tab}
        onChange={() => {
          focusActiveSegment = true;
        }}
        items={[
          { id: 'received', label: intl.formatMessage(likesMessages.received), count: likes.liked_by.length, to: '/likes/received' },
          { id: 'given', label: intl.formatMessage(likesMessages.given), count: likes.profiles.length, to: '/likes/given' },
          { id: 'matches', label: intl.formatMessage(likesMessages.matches), count: matches.length, to: '/likes/matches' },
          { id: 'visitors', label: intl.formatMessage(likesMessages.visitors), to: '/likes/visitors' },
        ]}
      />
      {errorCode && <ActionError code={errorCode} />}
      {tab === 'received' && (
        <LikesTabPanel
          tab="received"
          entries={likes.liked_by.map((entry) => ({
            profile: entry.profile,
            match: entry.match,
            isNew: entry.like_new,
            superLike: entry.super,
            liked: entry.match,
          }))}
          {...actions}
        />
      )}
      {tab === 'given' && (
        <LikesTabPanel
          tab="given"
          entries={likes.profiles.map((entry) => ({ profile: entry.profile, match: entry.match, liked: true }))}
          {...actions}
        />
      )}
      {tab === 'matches' && (
        <LikesTabPanel
          tab="matches"
          entries={matches.map((entry) => ({ profile: entry.profile, match: true, liked: true }))}
          {...actions}
        />
      )}
      {tab === 'visitors' && (
        <Suspense fallback={<LikesSkeleton cardsOnly />}>
          <VisitorsPanel />
        </Suspense>
      )}
    </ViewsColumn>
  );
}
