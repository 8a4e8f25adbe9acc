import { LabelledField } from '../internal/labelled-field';
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
    <LabelledField field={field} label={label} hideLabel={hideLabel} hint={hint} error={error}>
      <Input type={type} {...rest} {...field.controlProps} />
    </LabelledField>
  );
}
