import { useIntl } from 'react-intl';
import { Link } from '@dating/shared-kit';
import styled from 'styled-components';
import { Alert, Button } from '@dating/shared-kit/ui';
import type { DirectDebitProblem } from '../direct-debit-problem';
import { directDebitMessages as m } from '../messages';

export interface ProblemAlertProps {
  problem: DirectDebitProblem;
  /** Shown for a problem whose way on is a new code. */
  onResend?: () => void;
  resending?: boolean;
  /** Shown for a problem whose way on is the form again. */
  onRestart?: () => void;
}

/** A problem in words with its way on (another payment method, a new code, or the form again), never a dead end. */
export function ProblemAlert({ problem, onResend, resending, onRestart }: ProblemAlertProps) {
  const intl = useIntl();
  return (
    <Alert tone="danger" title={intl.formatMessage(m.errorTitle)}>
      <Text>{problem.text}</Text>
      {problem.wayOn === 'other-method' && (
        <Button as={Link} to="/credits" variant="secondary">
          {intl.formatMessage(m.otherMethod)}
        </Button>
      )}
      {problem.wayOn === 'resend' && onResend && (
        <Button variant="secondary" loading={resending} onClick={onResend}>
          {intl.formatMessage(m.resend)}
        </Button>
      )}
      {problem.wayOn === 'restart' && onRestart && (
        <Button variant="secondary" onClick={onRestart}>
          {intl.formatMessage(m.changeDetails)}
        </Button>
      )}
    </Alert>
  );
}

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  overflow-wrap: break-word;
`;
