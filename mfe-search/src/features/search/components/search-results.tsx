import { useEffect, useLayoutEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useKitGetMembersQuery } from '@dating/shared-kit';
import type { MembersQuery, MembersResponse } from '@dating/shared-kit';
import { Button } from '@dating/shared-kit/ui';
import { MemberCards, MemberGrid, type CardHearts } from '../../../components/member-grid';
import { MemberCardSkeletons } from '../../../components/member-card-skeleton';
import { searchMessages } from '../search-messages';

/** Before the first answer the count is unknown: two rows on a desktop, four on a phone. */
const FIRST_LOAD_SKELETONS = 8;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

interface SearchResultsProps {
  label: string;
  /** The search without its page. */
  search: Omit<MembersQuery, 'page'> & { per_page: number };
  /** Page 1's answer; undefined while it loads. */
  first: MembersResponse | undefined;
  /** Pages shown: page 1 up to this one. */
  pages: number;
  onShowMore: () => void;
  hearts: CardHearts;
}

/**
 * The results as one grid: page 1, then every page "Show more" added. A page still loading stands in as
 * skeletons of the exact count it will bring, so nothing below moves when it arrives.
 */
export function SearchResults({ label, search, first, pages, onShowMore, hearts }: SearchResultsProps) {
  const intl = useIntl();
  // Set by "Show more", taken by the page it asked for (see ResultsPage).
  const focusRequested = useRef(false);
  const last = useKitGetMembersQuery({ ...search, page: pages }, { skip: pages === 1 || !first });
  if (!first) {
    return (
      <MemberGrid label={label} profiles={[]}>
        <MemberCardSkeletons count={FIRST_LOAD_SKELETONS} />
      </MemberGrid>
    );
  }
  const total = first.numResults;
  const loadingMore = pages > 1 && !last.currentData;
  const pagesAfterFirst = Array.from({ length: pages - 1 }, (_, index) => index + 2);
  return (
    <>
      <MemberGrid label={label} profiles={first.profiles} hearts={hearts} first>
        {pagesAfterFirst.map((page) => (
          <ResultsPage
            key={page}
            search={search}
            page={page}
            expected={Math.min(search.per_page, total - (page - 1) * search.per_page)}
            hearts={hearts}
            takeFocus={() => {
              const asked = focusRequested.current;
              focusRequested.current = false;
              return asked;
            }}
          />
        ))}
      </MemberGrid>
      {(loadingMore || pages * search.per_page < total) && (
        <More>
          <Button
            variant="secondary"
            loading={loadingMore}
            data-show-more=""
            onClick={() => {
              focusRequested.current = true;
              onShowMore();
            }}
          >
            {intl.formatMessage(searchMessages.showMore)}
          </Button>
        </More>
      )}
    </>
  );
}

interface ResultsPageProps {
  search: SearchResultsProps['search'];
  page: number;
  /** How many members this page holds, known from page 1's count. */
  expected: number;
  hearts: CardHearts;
  /** True once, for the page "Show more" asked for. */
  takeFocus: () => boolean;
}

/**
 * One page after the first, as list items of the grid. When the page "Show more" asked for arrives, the
 * focus moves to its first card (unless the member went elsewhere meanwhile): the new cards are where
 * the member wants to go, and the button vanishes after the last page, which would drop the focus.
 */
function ResultsPage({ search, page, expected, hearts, takeFocus }: ResultsPageProps) {
  const { currentData } = useKitGetMembersQuery({ ...search, page });
  const firstId = currentData?.profiles[0]?.id;
  // takeFocus is a fresh closure each render, while only the page's arrival should move the focus: the
  // effect reads the latest one through a ref (set in a layout effect, which runs first).
  const takeFocusRef = useRef(takeFocus);
  useLayoutEffect(() => {
    takeFocusRef.current = takeFocus;
  });
  useEffect(() => {
    if (firstId === undefined || !takeFocusRef.current()) return;
    const active = document.activeElement;
    if (active && active !== document.body && !active.hasAttribute('data-show-more')) return;
    document.querySelector<HTMLElement>(`[data-profile-id="${firstId}"] a`)?.focus();
  }, [firstId]);
  if (!currentData) return <MemberCardSkeletons count={expected} />;
  return <MemberCards profiles={currentData.profiles} hearts={hearts} />;
}
