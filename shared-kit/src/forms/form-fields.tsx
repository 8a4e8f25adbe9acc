import type { FieldValues, Path } from 'react-hook-form';
import { Checkbox } from '../ui/checkbox/checkbox';
import type { CheckboxProps } from '../ui/checkbox/types';
import { Select } from '../ui/select/select';
import type { SelectProps } from '../ui/select/types';
import { TextField } from '../ui/text-field/text-field';
import type { TextFieldProps } from '../ui/text-field/types';
import type { KitRules } from './form-rules';
import { useKitField } from './use-kit-field';

type Registered<TProps, TValues extends FieldValues> = Omit<TProps, 'name' | 'error' | 'value' | 'defaultValue'> & {
  name: Path<TValues>;
  rules?: KitRules<TValues>;
  /** ICU values for the error texts beyond the {min}/{max} the rules give (e.g. limits checked in `validate`). */
  messageValues?: Record<string, string | number>;
};

/** The kit's TextField registered in the surrounding KitForm: label, translated error, aria-invalid/-describedby. */
export function FormTextField<TValues extends FieldValues = FieldValues>({
  name,
  rules,
  messageValues,
  ...rest
}: Registered<TextFieldProps, TValues>) {
  const { registration, error } = useKitField(name, rules, messageValues, rest);
  return <TextField {...rest} {...registration} error={error} />;
}

/** The kit's Select registered in the surrounding KitForm. */
export function FormSelect<TValues extends FieldValues = FieldValues>({
  name,
  rules,
  messageValues,
  ...rest
}: Registered<SelectProps, TValues>) {
  const { registration, error } = useKitField(name, rules, messageValues, rest);
  return <Select {...rest} {...registration} error={error} />;
}

/** The kit's Checkbox registered in the surrounding KitForm (a boolean value). */
export function FormCheckbox<TValues extends FieldValues = FieldValues>({
  name,
  rules,
  messageValues,
  ...rest
}: Registered<CheckboxProps, TValues>) {
  const { registration, error } = useKitField(name, rules, messageValues, rest);
  return <Checkbox {...rest} {...registration} error={error} />;
}
