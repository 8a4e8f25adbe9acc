import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@dating/shared-kit/ui';
import { settingsMessages } from '../messages';
import { Section, SectionTitle } from '../components/styles';
import type { DeleteReason } from '../api/delete-account';
import { DeleteAlternatives } from './delete-alternatives';
import { DeleteConfirm } from './delete-confirm';
import { DeleteReasonStep } from './delete-reason-step';

type Step = { name: 'closed' } | { name: 'reason' } | { name: 'alternatives' | 'confirm'; reason: DeleteReason; comment: string };

/**
 * Delete account: reason first, then the alternatives (go invisible, stop mails, a discount),
 * then the password. Deletion can be undone for 14 days through the mailed link.
 */
export function DeleteAccountFlow() {
  const intl = useIntl();
  const [step, setStep] = useState<Step>({ name: 'closed' });
  const close = () => setStep({ name: 'closed' });
  return (
    <Section aria-labelledby="delete-account-heading">
      <SectionTitle id="delete-account-heading">{intl.formatMessage(settingsMessages.deleteHeading)}</SectionTitle>
      {step.name === 'closed' && (
        <>
          <p>{intl.formatMessage(settingsMessages.deleteIntro)}</p>
          <Button variant="danger" onClick={() => setStep({ name: 'reason' })}>
            {intl.formatMessage(settingsMessages.deleteStart)}
          </Button>
        </>
      )}
      {step.name === 'reason' && (
        <DeleteReasonStep onCancel={close} onNext={(reason, comment) => setStep({ name: 'alternatives', reason, comment })} />
      )}
      {step.name === 'alternatives' && <DeleteAlternatives onCancel={close} onContinue={() => setStep({ ...step, name: 'confirm' })} />}
      {step.name === 'confirm' && <DeleteConfirm reason={step.reason} comment={step.comment} onCancel={close} />}
    </Section>
  );
}
