import { FieldMessages } from '../internal/field-messages';
import { FieldRoot } from '../internal/field-styles';
import { useFieldA11y } from '../internal/use-field-a11y';
import { Box, CheckboxLabel, CheckboxMessages, CheckboxRow } from './styles';
import type { CheckboxProps } from './types';

/** Native checkbox with its label, optional hint and error text. */
export function Checkbox({ label, hint, error, id, 'aria-describedby': describedBy, ...rest }: CheckboxProps) {
  const field = useFieldA11y({ id, hint, error, describedBy });
  return (
    <FieldRoot>
      <CheckboxRow>
        <Box type="checkbox" {...rest} {...field.controlProps} />
        <CheckboxLabel htmlFor={field.inputId}>{label}</CheckboxLabel>
      </CheckboxRow>
      {hint || error ? (
        <CheckboxMessages>
          <FieldMessages hint={hint} hintId={field.hintId} error={error} errorId={field.errorId} />
        </CheckboxMessages>
      ) : null}
    </FieldRoot>
  );
}
