import { useId, type ReactNode } from 'react';

interface FieldA11yInput {
  id: string | undefined;
  hint: ReactNode;
  error: ReactNode;
  /** Extra ids the caller already points at (kept first). */
  describedBy: string | undefined;
}

/** Ids and aria props that tie a control to its label, hint and error text. */
export function useFieldA11y({ id, hint, error, describedBy }: FieldA11yInput) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  // Error before hint: screen readers read describedby in order and the error is what matters.
  const ariaDescribedBy = [describedBy, errorId, hintId].filter(Boolean).join(' ') || undefined;
  return {
    inputId,
    hintId,
    errorId,
    controlProps: {
      id: inputId,
      'aria-describedby': ariaDescribedBy,
      'aria-invalid': error ? true : undefined,
    },
  };
}
