import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, PageFrame } from '@dating/shared-kit';
import { Alert, Button, Spinner, VerifiedBadge } from '@dating/shared-kit/ui';
import { apiErrorOf, translateApiError } from '../../../lib/api-error';
import { LoginRequired } from '../../../shared/pages/login-required';
import { useShellAskPoseMutation, useShellSendSelfieMutation, useShellVerificationQuery } from '../api/verification-api';
import { poseInstructions, rejectionMessages, verificationMessages } from '../messages';
import { SelfieForm } from './selfie-form';

/**
 * /verification: the member asks for a pose (the server picks it), takes a selfie copying it and sends it; a
 * moderator confirms it and the profile gets the verified badge. Reached from the member's own profile.
 */
export function VerificationPage({ routeId }: { routeId: string }) {
  const intl = useIntl();
  const state = useShellVerificationQuery();
  const [askPose, asking] = useShellAskPoseMutation();
  const [sendSelfie, sending] = useShellSendSelfieMutation();
  const [file, setFile] = useState<File | null>(null);
  const loadFailure = apiErrorOf(state.error);
  const failure = apiErrorOf(asking.error) ?? apiErrorOf(sending.error);
  const data = state.data;
  return (
    <PageFrame app="shell" routeId={routeId} title={intl.formatMessage(verificationMessages.title)}>
      <p>{intl.formatMessage(verificationMessages.intro)}</p>
      {state.isLoading && <Spinner />}
      {loadFailure?.code === 'authentication_required' && (
        <LoginRequired why={verificationMessages.loginRequired} login={verificationMessages.login} returnTo="/verification" />
      )}
      {data?.status === 'verified' && (
        <Alert tone="success">
          {intl.formatMessage(verificationMessages.verified)} <VerifiedBadge />
        </Alert>
      )}
      {data?.status === 'pending' && <Alert tone="info">{intl.formatMessage(verificationMessages.pending)}</Alert>}
      {data?.status === 'none' && !data.has_approved_photo && (
        <Alert tone="info">
          <p>{intl.formatMessage(verificationMessages.photoRequired)}</p>
          <Button as={Link} to="/profile" variant="secondary">
            {intl.formatMessage(verificationMessages.toProfile)}
          </Button>
        </Alert>
      )}
      {data?.status === 'none' && data.has_approved_photo && (
        <>
          {data.rejection && (
            <Alert tone="warning">
              {intl.formatMessage(verificationMessages.rejected, { reason: intl.formatMessage(rejectionMessages[data.rejection]) })}
            </Alert>
          )}
          <Button variant="primary" loading={asking.isLoading} onClick={() => void askPose()}>
            {intl.formatMessage(verificationMessages.start)}
          </Button>
        </>
      )}
      {data?.status === 'awaiting_selfie' && data.pose && (
        <SelfieForm
          instruction={intl.formatMessage(verificationMessages.copyPose, { pose: intl.formatMessage(poseInstructions[data.pose]) })}
          file={file}
          onFile={setFile}
          sending={sending.isLoading}
          onSend={() => {
            if (file) void sendSelfie(file);
          }}
        />
      )}
      {failure && (
        <Alert tone="danger">{translateApiError(intl, failure, 'shell.verification.error.', verificationMessages.generic.id)}</Alert>
      )}
    </PageFrame>
  );
}
