import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@dating/shared-kit';
import type { BoostState } from '@dating/shared-kit';
import { Alert, Button, Modal } from '@dating/shared-kit/ui';
import { apiErrorOf } from '../../../lib/api-error';
import { useCurrentUser } from '../../../shared/session/use-current-user';
import { useShellGetBoostQuery, useShellStartBoostMutation } from '../api/boost';
import { boostMessages as m } from '../boost-messages';
import { Actions, Section, SectionTitle, Small } from './styles';

/**
 * The boost on /profile: what it does and costs, a confirm with the price (or the way to the shop when the
 * balance is short), until when the running one lasts, and what the newest one brought.
 */
export function BoostPanel() {
  const intl = useIntl();
  const { user } = useCurrentUser();
  const { data } = useShellGetBoostQuery();
  const [start, starting] = useShellStartBoostMutation();
  const [open, setOpen] = useState(false);
  // One id per confirmed intent: the retries of one start share it, a later boost gets a new one.
  const clientId = useRef('');
  if (!data || !user) return null;
  const short = user.credits < data.price || apiErrorOf(starting.error)?.code === 'insufficient_credits';

  const ask = () => {
    clientId.current = crypto.randomUUID();
    starting.reset();
    setOpen(true);
  };
  const confirm = async () => {
    const result = await start(clientId.current);
    if (!('error' in result) || apiErrorOf(result.error)?.code === 'boost_active') setOpen(false);
  };

  return (
    <Section aria-labelledby="profile-boost-heading">
      <SectionTitle id="profile-boost-heading">{intl.formatMessage(m.heading)}</SectionTitle>
      <p>{intl.formatMessage(m.intro, { minutes: data.minutes, credits: data.price })}</p>
      {data.active_until ? (
        <Alert tone="success">{intl.formatMessage(m.running, { until: new Date(data.active_until) })}</Alert>
      ) : (
        <Button variant="primary" onClick={ask}>
          {intl.formatMessage(m.start)}
        </Button>
      )}
      <BoostResults state={data} />
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={intl.formatMessage(m.confirmTitle)}
        footer={
          <Actions>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              {intl.formatMessage(m.cancel)}
            </Button>
            {short ? (
              <Button as={Link} to="/credits" variant="primary">
                {intl.formatMessage(m.buyCredits)}
              </Button>
            ) : (
              <Button variant="primary" loading={starting.isLoading} onClick={() => void confirm()}>
                {intl.formatMessage(m.confirm, { credits: data.price })}
              </Button>
            )}
          </Actions>
        }
      >
        <p>{intl.formatMessage(m.confirmText, { minutes: data.minutes, credits: data.price, balance: user.credits })}</p>
        {short && <Alert tone="warning">{intl.formatMessage(m.notEnough, { credits: data.price })}</Alert>}
        {starting.isError && !short && <Alert tone="danger">{intl.formatMessage(m.failed)}</Alert>}
      </Modal>
    </Section>
  );
}

/** What the newest boost brought: so far while it runs, in total once it is over. */
function BoostResults({ state }: { state: BoostState }) {
  const intl = useIntl();
  if (!state.last) return null;
  const counts = { views: state.last.views, likes: state.last.likes };
  return <Small data-testid="boost-results">{intl.formatMessage(state.active_until ? m.resultsSoFar : m.resultsLast, counts)}</Small>;
}
