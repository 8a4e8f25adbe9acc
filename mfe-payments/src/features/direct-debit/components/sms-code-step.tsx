import { useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { toApiError, useCountdown, type DirectDebitStarted } from '@dating/shared-kit';
import { Button } from '@dating/shared-kit/ui';
import { usePaymentsConfirmDirectDebitCodeMutation, usePaymentsResendDirectDebitCodeMutation } from '../api/direct-debit-api';
import { directDebitProblem, type DirectDebitProblem } from '../direct-debit-problem';
import { directDebitMessages as m } from '../messages';
import { SMS_CODE_LENGTH } from '../sms-code';
import { CodeBoxes } from './code-boxes';
import { ProblemAlert } from './problem-alert';
import { StepHeading, stepColumn } from './step-styles';

export interface SmsCodeStepProps {
  started: DirectDebitStarted;
  /** The order exists (pending until the debit settles). */
  onPaid: (orderId: number) => void;
  /** Back to step 1 with everything typed still there. */
  onRestart: () => void;
}

const resendAtAfter = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

/**
 * Step 2: "Code sent to +31 6 •••• 1234", the six-digit code, and a new code once the wait is over
 * ("Resend in 30 s", then a button). Wrong codes count down the tries the server allows.
 */
export function SmsCodeStep({ started, onPaid, onRestart }: SmsCodeStepProps) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [problem, setProblem] = useState<DirectDebitProblem | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [triesLeft, setTriesLeft] = useState(started.tries_left);
  const [resendAt, setResendAt] = useState(() => resendAtAfter(started.resend_after));
  const waitLeft = useCountdown(resendAt);
  const [confirm, { isLoading: confirming }] = usePaymentsConfirmDirectDebitCodeMutation();
  const [resend, { isLoading: resending }] = usePaymentsResendDirectDebitCodeMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    if (code.length !== SMS_CODE_LENGTH) {
      setCodeError(intl.formatMessage(m.codeIncomplete));
      input.current?.focus();
      return;
    }
    setCodeError(undefined);
    setProblem(null);
    try {
      const { order } = await confirm({ mandate_id: started.mandate_id, code }).unwrap();
      onPaid(order.id);
    } catch (thrown) {
      const error = toApiError(thrown);
      const left = error.code === 'code_invalid' ? Math.max(0, triesLeft - 1) : triesLeft;
      setTriesLeft(left);
      const found = directDebitProblem(intl, error, left);
      // A wrong code belongs to the field; everything else gets an alert with its way on.
      if (error.code === 'code_invalid') {
        setCodeError(found.text);
        input.current?.focus();
      } else setProblem(found);
    }
  };

  const sendAgain = async () => {
    setProblem(null);
    setNotice(null);
    try {
      const again = await resend({ mandate_id: started.mandate_id }).unwrap();
      setTriesLeft(again.tries_left);
      setResendAt(resendAtAfter(again.resend_after));
      setCode('');
      setCodeError(undefined);
      setNotice(intl.formatMessage(m.resent));
      input.current?.focus();
    } catch (thrown) {
      const error = toApiError(thrown);
      const seconds = Number(error.params.seconds);
      if (error.code === 'sms_resend_too_soon' && Number.isFinite(seconds)) setResendAt(resendAtAfter(seconds));
      setProblem(directDebitProblem(intl, error, triesLeft));
    }
  };

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate aria-label={intl.formatMessage(m.stepTwo)}>
      <StepHeading>{intl.formatMessage(m.stepTwo)}</StepHeading>
      <Sent>{intl.formatMessage(m.codeSent, { phone: <Phone key="phone">{started.phone_hint}</Phone> })}</Sent>
      {/* Only the last four characters: the full IBAN never comes back from the API. */}
      {started.iban_hint && <Sent>{intl.formatMessage(m.account, { iban: started.iban_hint })}</Sent>}
      {problem && <ProblemAlert problem={problem} onResend={() => void sendAgain()} resending={resending} onRestart={onRestart} />}
      <CodeBoxes label={intl.formatMessage(m.code)} value={code} onChange={setCode} error={codeError} inputRef={input} />
      <Button type="submit" variant="primary" fullWidth loading={confirming}>
        {intl.formatMessage(m.confirm)}
      </Button>
      <Actions>
        {waitLeft !== null ? (
          <Wait>{intl.formatMessage(m.resendIn, { seconds: waitLeft })}</Wait>
        ) : (
          <Button variant="ghost" loading={resending} onClick={() => void sendAgain()}>
            {intl.formatMessage(m.resend)}
          </Button>
        )}
        <Button variant="ghost" onClick={onRestart}>
          {intl.formatMessage(m.changeDetails)}
        </Button>
      </Actions>
      {/* Polite: "new code sent" is read once, after whatever the screen reader is saying. */}
      <p role="status">{notice}</p>
    </Form>
  );
}

const Form = styled.form`
  ${stepColumn}
`;

const Sent = styled.p`
  margin: 0;
`;

const Phone = styled.strong`
  white-space: nowrap;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Wait = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-variant-numeric: tabular-nums;
`;
