import { LabelledField } from '../internal/labelled-field';
import { useFieldA11y } from '../internal/use-field-a11y';
import { NativeSelect } from './styles';
import type { SelectProps } from './types';

/** Labelled native select: native keeps mobile pickers and screen-reader support for free. */
export function Select({ label, hideLabel = false, hint, error, id, children, 'aria-describedby': describedBy, ...rest }: SelectProps) {
  const field = useFieldA11y({ id, hint, error, describedBy });
  return (
    <LabelledField field={field} label={label} hideLabel={hideLabel} hint={hint} error={error}>
      <NativeSelect {...rest} {...field.controlProps}>
        {children}
      </NativeSelect>
    </LabelledField>
  );
}
