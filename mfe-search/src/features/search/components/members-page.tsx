import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { PageFrame, toApiError, useAppDispatch, useAppSelector } from '@dating/shared-kit';
import { Alert, LoginPrompt, Spinner } from '@dating/shared-kit/ui';
import { useSearchMembersQuery } from '../api/search-members';
import { pageMessages } from '../messages';
import { searchMessages } from '../search-messages';
import { filtersApplied, initialised, loadStoredFilters, pageChanged, selectSearch, storeFilters } from '../state/search-state';
import type { SearchFilters as Filters } from '../state/search-state';
import { SearchFilters } from './search-filters';
import { SearchPaging } from './search-paging';
import { ProfileGrid } from '../../../components/profile-grid';

/** A visitor on a site without logged-out search: the API answers 403 authentication_required. */
function isAuthenticationRequired(error: unknown): boolean {
  const failure = toApiError(error);
  return failure.status === 403 && failure.code === 'authentication_required';
}

/** The member search (route members): filters, one page of results, similar profiles and paging. */
export function MembersPage({ routeId }: { routeId: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const search = useAppSelector(selectSearch);
  useEffect(() => {
    dispatch(initialised(loadStoredFilters()));
  }, [dispatch]);
  const { gender, country, countryregion, min_age, max_age, page, per_page } = search;
  const query = useSearchMembersQuery(
    {
      ...(gender ? { gender } : {}),
      ...(country ? { country } : {}),
      ...(countryregion ? { countryregion: Number(countryregion) } : {}),
      min_age,
      max_age,
      page,
      per_page,
    },
    { skip: !search.didInit },
  );
  const apply = (filters: Filters) => {
    storeFilters(filters);
    dispatch(filtersApplied(filters));
  };
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.numResults / per_page)) : 1;
  return (
    <PageFrame app="mfe-search" routeId={routeId} build={__BUILD_LABEL__} title={intl.formatMessage(pageMessages.membersTitle)}>
      {search.didInit && <SearchFilters key={JSON.stringify([gender, country, countryregion, min_age, max_age])} value={search} onApply={apply} />}
      {query.isFetching && <Spinner />}
      {query.isError &&
        (isAuthenticationRequired(query.error) ? (
          <LoginPrompt message={intl.formatMessage(searchMessages.loginRequired)} />
        ) : (
          <Alert tone="danger">{intl.formatMessage(searchMessages.error)}</Alert>
        ))}
      {data && (
        <>
          <p role="status">{intl.formatMessage(searchMessages.count, { count: data.numResults })}</p>
          <ProfileGrid label={intl.formatMessage(pageMessages.membersTitle)} profiles={data.profiles} />
          <SearchPaging page={page} pages={pages} onPage={(next) => dispatch(pageChanged(next))} />
          {data.similar.numResults > 0 && (
            <section aria-labelledby="similar-heading">
              <h2 id="similar-heading">{intl.formatMessage(searchMessages.similar, { count: data.similar.numResults })}</h2>
              <ProfileGrid label={intl.formatMessage(searchMessages.similar, { count: data.similar.numResults })} profiles={data.similar.profiles} />
            </section>
          )}
        </>
      )}
    </PageFrame>
  );
}
