import type { ReactNode } from 'react';
import { FieldMessages } from './field-messages';
import { FieldLabel, FieldRoot } from './field-styles';
import type { useFieldA11y } from './use-field-a11y';

interface LabelledFieldProps {
  /** The control's ids, from useFieldA11y. */
  field: ReturnType<typeof useFieldA11y>;
  label: ReactNode;
  hideLabel: boolean;
  hint: ReactNode;
  error: ReactNode;
  /** The control itself, given `field.controlProps`. */
  children: ReactNode;
}

/** A control with its label above and its hint and error below: the frame of the text field and the select. */
export function LabelledField({ field, label, hideLabel, hint, error, children }: LabelledFieldProps) {
  return (
    <FieldRoot>
      <FieldLabel htmlFor={field.inputId} $hidden={hideLabel}>
        {label}
      </FieldLabel>
      {children}
      <FieldMessages hint={hint} hintId={field.hintId} error={error} errorId={field.errorId} />
    </FieldRoot>
  );
}
