import type { ReactNode } from 'react';
import { FieldMessages } from './field-messages';
import { FieldLabel, FieldRoot } from './field-styles';
import type { useFieldA11y } from './use-field-a11y';

interface LabelledFieldProps {
  /** The control's ids (useFieldA11y), which tie it to this label, hint and error. */
  field: ReturnType<typeof useFieldA11y>;
  label: ReactNode;
  hideLabel?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  /** The control itself, given `field.controlProps`. */
  children: ReactNode;
}

/** A control with its label above and its hint and error below: the frame of every text field, select and text area. */
export function LabelledField({ field, label, hideLabel = false, hint, error, children }: LabelledFieldProps) {
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
