import { useFormContext } from 'react-hook-form';
import type { FieldValues, Path, RegisterOptions } from 'react-hook-form';
import type { KitRules } from './form-rules';
import { useFieldError } from './use-field-error';

/**
 * Registers `name` in the surrounding KitForm with the kit's rules, keeping the control's own onChange and onBlur,
 * and reads its translated error: the props every form control of the kit spreads onto its field.
 */
export function useKitField<TValues extends FieldValues>(
  name: Path<TValues>,
  rules: KitRules<TValues> | undefined,
  messageValues: Record<string, string | number> | undefined,
  own: Pick<RegisterOptions<TValues>, 'onChange' | 'onBlur'>,
) {
  const { register } = useFormContext<TValues>();
  const error = useFieldError(name, rules as KitRules, messageValues);
  return { registration: register(name, { ...rules, onChange: own.onChange, onBlur: own.onBlur }), error };
}
