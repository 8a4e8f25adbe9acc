import { useId, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@dating/shared-kit/ui';
import { verificationMessages } from '../messages';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 32rem;
`;

const Instruction = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

interface SelfieFormProps {
  instruction: string;
  file: File | null;
  onFile: (file: File | null) => void;
  sending: boolean;
  onSend: () => void;
}

/**
 * The pose to copy and the selfie. One file input serves both: `capture="user"` opens the front camera on phones,
 * and desktop browsers ignore it and offer a file choice.
 */
export function SelfieForm({ instruction, file, onFile, sending, onSend }: SelfieFormProps) {
  const intl = useIntl();
  const inputId = useId();
  const hintId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSend();
  };
  return (
    <Form onSubmit={submit}>
      <Instruction>{instruction}</Instruction>
      <label htmlFor={inputId}>{intl.formatMessage(verificationMessages.selfie)}</label>
      <input
        id={inputId}
        type="file"
        accept="image/*"
        capture="user"
        aria-describedby={hintId}
        onChange={(event) => onFile(event.target.files?.[0] ?? null)}
      />
      <Hint id={hintId}>{intl.formatMessage(verificationMessages.selfieHint)}</Hint>
      <Button type="submit" variant="primary" loading={sending} disabled={!file}>
        {intl.formatMessage(verificationMessages.send)}
      </Button>
    </Form>
  );
}
