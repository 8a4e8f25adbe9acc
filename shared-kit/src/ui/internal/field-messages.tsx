import type { ReactNode } from 'react';
import { FieldError, FieldHint } from './field-styles';

interface FieldMessagesProps {
  hint: ReactNode;
  hintId: string | undefined;
  error: ReactNode;
  errorId: string | undefined;
}

/** Hint and error paragraphs whose ids the control references through aria-describedby. */
export function FieldMessages({ hint, hintId, error, errorId }: FieldMessagesProps) {
  return (
    <>
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </>
  );
}
