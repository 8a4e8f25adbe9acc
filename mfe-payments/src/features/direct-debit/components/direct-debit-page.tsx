import { useState } from 'react';
import { useIntl } from 'react-intl';
import { PageFrame, type DirectDebitStarted, Link, useNavigate, useSearchParams } from '@dating/shared-kit';
import { Alert, Button } from '@dating/shared-kit/ui';
import { pageMessages } from '../../../shared/page-messages';
import { directDebitMessages as m } from '../messages';
import { MandateForm } from './mandate-form';
import { emptyMandate, type MandateValues } from './mandate-values';
import { SmsCodeStep } from './sms-code-step';

/** The bundle and discount code the credit shop sends along: /directdebit?bundle=ID&code=X. */
function useOrderFromQuery(): { bundleId: number | null; code?: string } {
  const [params] = useSearchParams();
  const bundleId = Number(params.get('bundle'));
  return { bundleId: Number.isInteger(bundleId) && bundleId > 0 ? bundleId : null, code: params.get('code') || undefined };
}

/**
 * /directdebit: step 1 the mandate, step 2 the SMS code; a right code opens the
 * order's page, where it shows pending until the debit settles.
 */
export function DirectDebitPage({ routeId }: { routeId: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { bundleId, code } = useOrderFromQuery();
  const [values, setValues] = useState<MandateValues>(emptyMandate);
  const [started, setStarted] = useState<DirectDebitStarted | null>(null);

  return (
    <PageFrame app="mfe-payments" routeId={routeId} build={__BUILD_LABEL__} title={intl.formatMessage(pageMessages.directdebitTitle)}>
      {bundleId === null ? (
        <Alert tone="info">
          <p>{intl.formatMessage(m.noBundle)}</p>
          <Button as={Link} to="/credits" variant="primary">
            {intl.formatMessage(m.chooseBundle)}
          </Button>
        </Alert>
      ) : started ? (
        <SmsCodeStep started={started} onPaid={(orderId) => navigate(`/transactions/${orderId}`)} onRestart={() => setStarted(null)} />
      ) : (
        <MandateForm
          bundleId={bundleId}
          discountCode={code}
          values={values}
          onStarted={(next, typed) => {
            setValues(typed);
            setStarted(next);
          }}
        />
      )}
    </PageFrame>
  );
}
