import { FormattedMessage } from 'react-intl';
import { Alert, Button } from '@dating/shared-kit/ui';
import { useApiRecovery, type ApiRecovery } from './use-api-recovery';

export function ApiUnavailableAlert({ checking, retryNow }: Pick<ApiRecovery, 'checking' | 'retryNow'>) {
  return (
    <div data-api-state="unavailable">
      <Alert tone="warning" title={<FormattedMessage id="shell.apiDown.title" />}>
        <p>
          <FormattedMessage id="shell.apiDown.body" />
        </p>
        <Button onClick={retryNow} loading={checking}>
          <FormattedMessage id="shell.apiDown.retry" />
        </Button>
      </Alert>
    </div>
  );
}

/**
 * Above every page while the API does not answer: says so, keeps trying with backoff (use-api-recovery)
 * and offers a retry now. Gone by itself once the API is back; the page's data then loads without a reload.
 */
export function ApiUnavailableNotice({ probe }: { probe?: () => Promise<boolean> }) {
  const { reachable, checking, retryNow } = useApiRecovery(probe);
  if (reachable) return null;
  return <ApiUnavailableAlert checking={checking} retryNow={retryNow} />;
}
