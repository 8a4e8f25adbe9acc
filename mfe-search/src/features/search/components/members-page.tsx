import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { PageFrame, toApiError, useAppDispatch, useAppSelector, useKitGetMembersQuery, usePrepaintReleaseWhen } from '@dating/shared-kit';
import { Alert, LoginPrompt } from '@dating/shared-kit/ui';
import { MemberGrid } from '../../../components/member-grid';
import { useCardLikes } from '../../../components/use-card-likes';
import { pageMessages } from '../messages';
import { searchMessages } from '../search-messages';
import { filtersApplied, initialised, loadStoredFilters, pageChanged, searchArgs, selectSearch, storeFilters } from '../state/search-state';
import type { SearchFilters as Filters } from '../state/search-state';
import { SearchFilters } from './search-filters';
import { SearchResults } from './search-results';

/** The count line keeps its height while loading, so the grid below never moves. */
const Count = styled.p`
  min-height: 1.5em;
  margin: 0 0 ${({ theme }) => theme.space.smPlus};
  color: ${({ theme }) => theme.colors.muted};
`;

/** A visitor on a site without logged-out search: the API answers 403 authentication_required. */
function isAuthenticationRequired(error: unknown): boolean {
  const failure = toApiError(error);
  return failure.status === 403 && failure.code === 'authentication_required';
}

/** The member search (route members): filters, the results with "Show more", and similar profiles. */
export function MembersPage({ routeId }: { routeId: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const search = useAppSelector(selectSearch);
  const hearts = useCardLikes('profile');
  // Read once: the form shows the stored filters from the first paint (no shift when the slice catches up).
  const [stored] = useState(loadStoredFilters);
  useEffect(() => {
    dispatch(initialised(stored));
  }, [dispatch, stored]);
  const { page } = search;
  const args = searchArgs(search);
  const query = useKitGetMembersQuery({ ...args, page: 1 }, { skip: !search.didInit });
  const apply = (filters: Filters) => {
    storeFilters(filters);
    dispatch(filtersApplied(filters));
  };
  const data = query.currentData;
  // A member's search may arrive painted by the server: it gives way once these results (or an error) show.
  usePrepaintReleaseWhen(Boolean(data) || query.isError, routeId);
  const title = intl.formatMessage(pageMessages.membersTitle);
  return (
    <PageFrame app="mfe-search" routeId={routeId} build={__BUILD_LABEL__} title={title}>
      <SearchFilters value={search.didInit ? search : { ...search, ...stored }} onApply={apply} />
      {query.isError ? (
        isAuthenticationRequired(query.error) ? (
          <LoginPrompt message={intl.formatMessage(searchMessages.loginRequired)} />
        ) : (
          <Alert tone="danger">{intl.formatMessage(searchMessages.error)}</Alert>
        )
      ) : (
        <>
          <Count role="status">{data && intl.formatMessage(searchMessages.count, { count: data.numResults })}</Count>
          <SearchResults
            label={title}
            search={args}
            first={data}
            pages={page}
            onShowMore={() => dispatch(pageChanged(page + 1))}
            hearts={hearts}
          />
          {hearts.failed && <Alert tone="danger">{intl.formatMessage(searchMessages.error)}</Alert>}
          {data && data.similar.numResults > 0 && (
            <section aria-labelledby="similar-heading">
              <h2 id="similar-heading">{intl.formatMessage(searchMessages.similar, { count: data.similar.numResults })}</h2>
              <MemberGrid
                label={intl.formatMessage(searchMessages.similar, { count: data.similar.numResults })}
                profiles={data.similar.profiles}
                hearts={hearts}
              />
            </section>
          )}
        </>
      )}
    </PageFrame>
  );
}
