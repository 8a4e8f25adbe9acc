import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Banner, Skeleton, formatMoney } from '@dating/shared-kit';
import { Button } from '@dating/shared-kit/ui';
import { usePaymentsCreditsQuery, usePaymentsRepeatOrderMutation } from '../../credit-shop/api/shop-api';
import { checkoutNavigation } from '../../credit-shop/components/credit-shop';
import { methodMessages } from '../../credit-shop/messages';
import { repeatMessages } from '../messages';

/** /credits/repeat-order: the last paid order (from credits.php) paid again in one step. */
export function RepeatOrder() {
  const intl = useIntl();
  const credits = usePaymentsCreditsQuery();
  const [repeat, repeated] = usePaymentsRepeatOrderMutation();
  if (credits.isError) return <Banner tone="danger">{intl.formatMessage(repeatMessages.failed)}</Banner>;
  if (!credits.data) return <Skeleton height={120} />;
  const last = credits.data.last_paid_order;
  if (!last) {
    return (
      <p>
        {intl.formatMessage(repeatMessages.none)} <Link to="/credits">{intl.formatMessage(repeatMessages.toShop)}</Link>
      </p>
    );
  }
  const pay = async () => {
    const created = await repeat();
    if ('data' in created && created.data) checkoutNavigation.go(created.data.redirect_url);
  };
  return (
    <>
      <p>
        {intl.formatMessage(repeatMessages.last, {
          credits: last.credits,
          total: formatMoney(intl.locale, last.total, credits.data.currency),
          method: intl.formatMessage(methodMessages[last.method]),
        })}
      </p>
      {repeated.isError && <Banner tone="danger">{intl.formatMessage(repeatMessages.failed)}</Banner>}
      <Button onClick={pay} disabled={repeated.isLoading} aria-busy={repeated.isLoading}>
        {intl.formatMessage(repeatMessages.pay)}
      </Button>
    </>
  );
}
