import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Modal, Spinner } from '@dating/shared-kit/ui';
import { useModalTurn, useSignupModal, Link, useNavigate } from '@dating/shared-kit';
import type { SignupModalRequest } from '@dating/shared-kit';
import { AccountStep } from './account-step';
import { SignupsClosed } from './signups-closed';
import { useCreateAccount } from '../hooks/use-create-account';
import { useSignupAccess } from '../hooks/use-signup-policy';
import { emptyAccountDraft } from '../validation/account-rules';
import type { AccountDraft } from '../validation/account-rules';
import { signupModalMessages } from '../messages-modal';

function useTitle(request: SignupModalRequest | null): string {
  const intl = useIntl();
  const name = request?.profileName;
  if (!name) return intl.formatMessage(signupModalMessages.titleGeneric);
  if (request.reason === 'message') return intl.formatMessage(signupModalMessages.titleMessage, { name });
  if (request.reason === 'like') return intl.formatMessage(signupModalMessages.titleLike, { name });
  if (request.reason === 'photos') return intl.formatMessage(signupModalMessages.titlePhotos, { name });
  return intl.formatMessage(signupModalMessages.titleGeneric);
}

/**
 * Step 0 over any page. It may be closed (Escape, backdrop, close button) only until
 * the visitor types; after that only signing up (or the login link) ends it. Once signed up the visitor
 * goes back to `returnTo`, where the rest of the steps wait in /complete-signup.
 */
export function SignupModal() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { request, closeSignupModal } = useSignupModal();
  const open = useModalTurn('signup', request !== null);
  const access = useSignupAccess();
  const account = useCreateAccount();
  const [draft, setDraft] = useState<AccountDraft>(emptyAccountDraft);
  const [typed, setTyped] = useState(false);
  const title = useTitle(request);

  const close = () => {
    closeSignupModal();
    setDraft(emptyAccountDraft);
    setTyped(false);
  };

  const submit = async (values: AccountDraft) => {
    if (!(await account.submit(values))) return;
    const returnTo = request?.returnTo ?? '/complete-signup';
    close();
    navigate(returnTo);
  };

  return (
    <Modal open={open} onClose={close} title={title} size="md" dismissible={!typed}>
      {access === 'loading' && <Spinner />}
      {access === 'closed' && <SignupsClosed />}
      {(access === 'open' || access === 'invite') && (
        <AccountStep
          draft={draft}
          onChange={setDraft}
          onFirstInput={() => setTyped(true)}
          needsInvite={access === 'invite'}
          busy={account.isLoading}
          failure={account.failure}
          onSubmit={(values) => void submit(values)}
        />
      )}
      <p>
        {intl.formatMessage(signupModalMessages.haveAccount)}{' '}
        <Link to="/login" onClick={close}>
          {intl.formatMessage(signupModalMessages.login)}
        </Link>
      </p>
    </Modal>
  );
}
