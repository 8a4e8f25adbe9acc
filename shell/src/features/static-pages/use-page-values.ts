import { useIntl } from 'react-intl';
import { selectApiReachable, useAppSelector, useGetCompanyInfoQuery, useGetSettingsQuery } from '@dating/shared-kit';
import { cleanPhone } from './clean-phone';
import { termsVersionDate } from './terms-version';

/** The values the page texts refer to ({site}, {company}, {refund_period}, ...) and whether they are loaded. */
export function usePageValues() {
  const intl = useIntl();
  const settings = useGetSettingsQuery();
  const company = useGetCompanyInfoQuery();
  // With the API unreachable the texts show at once, with "unknown" for what only the API knows; they fill
  // in when it is back (the failed calls are asked again).
  const apiReachable = useAppSelector(selectApiReachable);
  const loading = apiReachable && (settings.isLoading || company.isLoading);
  // A missing company record must not hide the page: unknown fields show a translated "unknown".
  const unknown = intl.formatMessage({ id: 'shell.pages.common.unknown' });
  const refundDays = settings.data?.refund_days ?? 14;
  const values = {
    site: settings.data?.name ?? unknown,
    company: company.data?.name ?? unknown,
    address: company.data?.address ?? unknown,
    city: company.data?.city ?? unknown,
    kvk: company.data?.kvk ?? unknown,
    support_email: settings.data?.support_email ?? unknown,
    support_phone: cleanPhone(settings.data?.support_phone ?? company.data?.support_phone ?? unknown),
    refund_period: intl.formatMessage({ id: 'shell.pages.common.days' }, { count: refundDays }),
  };
  return { loading, values, termsDate: termsVersionDate(company.data?.added) };
}
