import { FieldMessages } from '../internal/field-messages';
import { FieldLabel, FieldRoot } from '../internal/field-styles';
import { useFieldA11y } from '../internal/use-field-a11y';
import { NativeSelect } from './styles';
import type { SelectProps } from './types';

/** Labelled native select: native keeps mobile pickers and screen-reader support for free. */
export function Select({ label, hideLabel = false, hint, error, id, children, 'aria-describedby': describedBy, ...rest }: SelectProps) {
  const field = useFieldA11y({ id, hint, error, describedBy });
  return (
    <FieldRoot>
      <FieldLabel htmlFor={field.inputId} $hidden={hideLabel}>
        {label}
      </FieldLabel>
      <NativeSelect {...rest} {...field.controlProps}>
        {children}
      </NativeSelect>
      <FieldMessages hint={hint} hintId={field.hintId} error={error} errorId={field.errorId} />
    </FieldRoot>
  );
}
