import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatMessageById, useKitResendActivationMutation, useLocation, useMediaQuery } from '@dating/shared-kit';
import { Banner, Button, Modal, useModalTurn } from '@dating/shared-kit/ui';
import { alertMessages } from '../messages';
import { Actions } from './styles';

/** Right after signup on a smartphone the reminder opens as a modal instead of a banner. */
export const smartphoneQuery = '(max-width: 575px)';

const ActivationTitle = styled.strong`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** The API's codes (too many mails today, already active) get their own text; anything else the generic one. */
function ResendError({ error }: { error: unknown }) {
  const intl = useIntl();
  const code = error && typeof error === 'object' && 'data' in error ? (error.data as { error?: string } | undefined)?.error : undefined;
  const errorId =
    code && `shell.alerts.activation.error.${code}` in intl.messages
      ? `shell.alerts.activation.error.${code}`
      : alertMessages.activationFailed.id;
  return <span role="alert">{formatMessageById(intl, errorId)}</span>;
}

function ResendAction() {
  const intl = useIntl();
  const [resend, { isLoading, isSuccess, error }] = useKitResendActivationMutation();
  if (isSuccess) return <p role="status">{intl.formatMessage(alertMessages.activationSent)}</p>;
  return (
    <Actions>
      <Button size="sm" variant="secondary" loading={isLoading} onClick={() => void resend()}>
        {intl.formatMessage(alertMessages.activationResend)}
      </Button>
      {error ? <ResendError error={error} /> : null}
    </Actions>
  );
}

/** The activation reminder with its resend-mail action, as a banner or (after signup on a phone) a modal. */
export function ActivationReminder() {
  const intl = useIntl();
  const { search } = useLocation();
  const smartphone = useMediaQuery(smartphoneQuery);
  const [modalClosed, setModalClosed] = useState(false);
  const asModal = smartphone && new URLSearchParams(search).has('api_signup_complete') && !modalClosed;
  const text = <p>{intl.formatMessage(alertMessages.activationText)}</p>;
  const turn = useModalTurn('activation', asModal);
  // Waiting for a higher modal (entry warning, sign-up): show nothing yet rather than the banner.
  if (asModal && !turn) return null;
  if (asModal) {
    return (
      <Modal
        open
        onClose={() => setModalClosed(true)}
        title={intl.formatMessage(alertMessages.activationTitle)}
        footer={
          <Button variant="ghost" onClick={() => setModalClosed(true)}>
            {intl.formatMessage(alertMessages.activationLater)}
          </Button>
        }
      >
        {text}
        <ResendAction />
      </Modal>
    );
  }
  return <ActivationBanner />;
}

/** The compact strip: title and text (two lines at most on phones), "send again" as the text action (the painted page draws it too). */
export function ActivationBanner() {
  const intl = useIntl();
  const [resend, { isLoading, isSuccess, error }] = useKitResendActivationMutation();
  return (
    <Banner
      tone="warning"
      action={
        isSuccess
          ? undefined
          : {
              label: intl.formatMessage(alertMessages.activationResend),
              onClick: () => {
                if (!isLoading) void resend();
              },
            }
      }
    >
      <ActivationTitle>{intl.formatMessage(alertMessages.activationTitle)}</ActivationTitle>{' '}
      {isSuccess ? (
        <span role="status">{intl.formatMessage(alertMessages.activationSent)}</span>
      ) : (
        <>
          {intl.formatMessage(alertMessages.activationText)}
          {error ? (
            <>
              {' '}
              <ResendError error={error} />
            </>
          ) : null}
        </>
      )}
    </Banner>
  );
}
