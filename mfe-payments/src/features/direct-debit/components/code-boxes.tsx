import { useId, type ChangeEvent, type Ref } from 'react';
import styled from 'styled-components';
import { SMS_CODE_LENGTH } from '../sms-code';

export interface CodeBoxesProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * DESIGN 4: one one-time-code input (so SMS autofill and pasting work), drawn as six 48 px boxes. The real
 * input lies over the boxes with invisible text; the boxes are decoration hidden from assistive technology.
 */
export function CodeBoxes({ label, value, onChange, error, inputRef }: CodeBoxesProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const digits = Array.from({ length: SMS_CODE_LENGTH }, (_, index) => value[index] ?? '');
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Boxes data-invalid={error ? true : undefined}>
        {digits.map((digit, index) => (
          <Box key={index} aria-hidden="true" data-active={index === Math.min(value.length, SMS_CODE_LENGTH - 1) || undefined}>
            {digit}
          </Box>
        ))}
        <Input
          ref={inputRef}
          id={id}
          name="sms_code"
          value={value}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value.replace(/\D/g, '').slice(0, SMS_CODE_LENGTH))}
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={SMS_CODE_LENGTH}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </Boxes>
      {error && <Error id={errorId}>{error}</Error>}
    </Field>
  );
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

// Six boxes of 48 px, narrower only when a 320 px screen has no room for them.
const Boxes = styled.div`
  position: relative;
  display: grid;
  grid-template-columns: repeat(${SMS_CODE_LENGTH}, minmax(0, 48px));
  gap: ${({ theme }) => theme.space.sm};
  height: 48px;
`;

const Box = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  border: 1px solid ${({ theme }) => theme.colors.inputBorder};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;

  ${Boxes}[data-invalid] & {
    border-color: ${({ theme }) => theme.colors.danger};
  }

  /* The box the next digit goes into shows the focus ring while the input has focus. */
  ${Boxes}:focus-within &[data-active] {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

const Input = styled.input`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  padding: 0;
  border: 0;
  background: transparent;
  color: transparent;
  caret-color: transparent;
  font-size: 16px;
  /* The boxes show focus; the input itself covers them only to take taps and autofill. */
  outline: none;
`;

const Error = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;
