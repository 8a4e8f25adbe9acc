import { FieldMessages } from '../internal/field-messages';
import { FieldLabel, FieldRoot } from '../internal/field-styles';
import { useFieldA11y } from '../internal/use-field-a11y';
import { Input } from './styles';
import type { TextFieldProps } from './types';

/** Labelled text input with optional hint and error text. */
export function TextField({
  label,
  hideLabel = false,
  hint,
  error,
  id,
  type = 'text',
  'aria-describedby': describedBy,
  ...rest
}: TextFieldProps) {
  const field = useFieldA11y({ id, hint, error, describedBy });
  return (
    <FieldRoot>
      <FieldLabel htmlFor={field.inputId} $hidden={hideLabel}>
        {label}
      </FieldLabel>
      <Input type={type} {...rest} {...field.controlProps} />
      <FieldMessages hint={hint} hintId={field.hintId} error={error} errorId={field.errorId} />
    </FieldRoot>
  );
}
