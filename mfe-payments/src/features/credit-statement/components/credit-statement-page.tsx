import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { PageFrame, useSearchParams, useSession } from '@dating/shared-kit';
import { Alert, Button, LoginPrompt, SkeletonText } from '@dating/shared-kit/ui';
import { CREDIT_STATEMENT_CSV_URL, usePaymentsGetCreditStatementQuery } from '../api/credit-statement-api';
import { StackList } from '../../../shared/components/stack-list';
import { ToShopAlert } from '../../../shared/components/to-shop-alert';
import { statementMessages as m } from '../messages';
import { StatementRow } from './statement-row';

/** /credits/statement: every credit in and out, newest first, a page at a time, and the CSV of all of it. */
export default function CreditStatementPage({ routeId }: { routeId: string }) {
  const intl = useIntl();
  const { user, isLoading } = useSession();
  return (
    <PageFrame app="mfe-payments" routeId={routeId} build={__BUILD_LABEL__} title={intl.formatMessage(m.title)}>
      {isLoading ? <SkeletonText lines={4} /> : user ? <Statement /> : <LoginPrompt message={intl.formatMessage(m.loginReason)} />}
    </PageFrame>
  );
}

function Statement() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('page'));
  const page = Number.isInteger(asked) && asked > 0 ? asked : 1;
  const { data, isError, refetch } = usePaymentsGetCreditStatementQuery(page);
  if (isError) {
    return (
      <Alert tone="danger" title={intl.formatMessage(m.loadFailed)}>
        <Button variant="secondary" onClick={() => void refetch()}>
          {intl.formatMessage(m.retry)}
        </Button>
      </Alert>
    );
  }
  if (!data) return <SkeletonText lines={6} />;
  const pages = Math.max(1, Math.ceil(data.total / data.per_page));
  const go = (to: number) => setParams(to === 1 ? {} : { page: String(to) });
  return (
    <>
      <p>{intl.formatMessage(m.intro)}</p>
      <Summary>
        <strong>{intl.formatMessage(m.balance, { count: data.balance })}</strong>
        {data.total > 0 && (
          <Button as="a" href={CREDIT_STATEMENT_CSV_URL} download variant="secondary">
            {intl.formatMessage(m.download)}
          </Button>
        )}
      </Summary>
      {data.total === 0 ? (
        <ToShopAlert title={intl.formatMessage(m.empty)} action={intl.formatMessage(m.toShop)} />
      ) : (
        <StackList aria-label={intl.formatMessage(m.listLabel)}>
          {data.entries.map((entry) => (
            <StatementRow key={entry.id} entry={entry} />
          ))}
        </StackList>
      )}
      {pages > 1 && (
        <Pager aria-label={intl.formatMessage(m.pageOf, { page, pages })}>
          <Button variant="secondary" disabled={page <= 1} onClick={() => go(page - 1)}>
            {intl.formatMessage(m.newer)}
          </Button>
          <span>{intl.formatMessage(m.pageOf, { page, pages })}</span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => go(page + 1)}>
            {intl.formatMessage(m.older)}
          </Button>
        </Pager>
      )}
    </>
  );
}

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Pager = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space.md};
`;
