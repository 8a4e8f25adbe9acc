import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import {
  formatMoney,
  LockIcon,
  PageFrame,
  toApiError,
  translateApiError,
  useSession,
  type CreditsResponse,
  Link,
} from '@dating/shared-kit';
import { Alert, Button, LoginPrompt, SkeletonText } from '@dating/shared-kit/ui';
import { Panel } from '../../../shared/components/panel';
import { ToShopAlert } from '../../../shared/components/to-shop-alert';
import { pageMessages } from '../../../shared/page-messages';
import { usePaymentsGetCreditsQuery } from '../../../shared/api/credit-shop-api';
import { creditShopMessages, methodMessages } from '../../../shared/shop-messages';
import { usePaymentsRepeatOrderMutation } from '../api/repeat-order-api';
import { repeatOrderMessages as m } from '../messages';

/** /credits/repeat-order (spec: repeat order): the last paid order again in one step. */
export function RepeatOrderPage({ routeId }: { routeId: string }) {
  const intl = useIntl();
  const { user, isLoading } = useSession();
  return (
    <PageFrame
      app="mfe-payments"
      routeId={routeId}
      build={__BUILD_LABEL__}
      title={intl.formatMessage(pageMessages.creditsRepeatOrderTitle)}
    >
      {isLoading ? <SkeletonText lines={3} /> : user ? <LastOrder /> : <LoginPrompt message={intl.formatMessage(m.loginReason)} />}
    </PageFrame>
  );
}

function LastOrder() {
  const intl = useIntl();
  const credits = usePaymentsGetCreditsQuery();
  if (credits.isError) return <Alert tone="danger">{intl.formatMessage(creditShopMessages.loadFailed)}</Alert>;
  if (!credits.data) return <SkeletonText lines={3} />;
  const last = credits.data.last_paid_order;
  if (!last) {
    return <ToShopAlert title={intl.formatMessage(m.none)} action={intl.formatMessage(m.chooseBundle)} variant="secondary" />;
  }
  return <RepeatCard last={last} currency={credits.data.currency} />;
}

type LastPaid = NonNullable<CreditsResponse['last_paid_order']>;

function RepeatCard({ last, currency }: { last: LastPaid; currency: string }) {
  const intl = useIntl();
  const [repeat, { isLoading }] = usePaymentsRepeatOrderMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const onRepeat = async () => {
    setProblem(null);
    try {
      const created = await repeat().unwrap();
      window.location.assign(created.redirect_url);
    } catch (failure) {
      setProblem(translateApiError(intl, toApiError(failure), 'payments.repeat.error.', creditShopMessages.genericError.id));
    }
  };
  return (
    <Card aria-labelledby="repeat-title">
      <h2 id="repeat-title">{intl.formatMessage(m.lastOrder)}</h2>
      <p>
        {intl.formatMessage(m.summary, {
          credits: last.credits,
          total: formatMoney(intl.locale, last.total, currency),
          method: intl.formatMessage(methodMessages[last.method]),
        })}
      </p>
      {problem && <Alert tone="danger">{problem}</Alert>}
      <Actions>
        <Button variant="primary" size="lg" icon={<LockIcon />} loading={isLoading} onClick={() => void onRepeat()}>
          {intl.formatMessage(m.repeat)}
        </Button>
        <Button as={Link} to="/credits" variant="ghost">
          {intl.formatMessage(m.otherBundle)}
        </Button>
      </Actions>
    </Card>
  );
}

const Card = styled(Panel)`
  padding: ${({ theme }) => theme.space.lg};
  max-width: 560px;
  h2 {
    margin-top: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
