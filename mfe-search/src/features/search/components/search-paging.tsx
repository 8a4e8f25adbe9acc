import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@dating/shared-kit/ui';
import { searchMessages } from '../search-messages';

const Nav = styled.nav`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

interface SearchPagingProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Previous / next paging with the current position announced. */
export function SearchPaging({ page, pages, onPage }: SearchPagingProps) {
  const intl = useIntl();
  if (pages <= 1) return null;
  return (
    <Nav aria-label={intl.formatMessage(searchMessages.pagingLabel)}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {intl.formatMessage(searchMessages.previous)}
      </Button>
      <span aria-live="polite">{intl.formatMessage(searchMessages.pageOf, { page, pages })}</span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {intl.formatMessage(searchMessages.next)}
      </Button>
    </Nav>
  );
}
