import type { MessageDescriptor } from 'react-intl';
import type { FieldValues, Path, RegisterOptions } from 'react-hook-form';
import { formMessages } from './form-messages';

/**
 * Validation rules whose messages are message ids, not texts: the field translates them at render time,
 * so a language switch re-translates errors that are already shown.
 */
export type KitRules<TValues extends FieldValues = FieldValues, TName extends Path<TValues> = Path<TValues>> = Pick<
  RegisterOptions<TValues, TName>,
  'required' | 'minLength' | 'maxLength' | 'pattern' | 'validate' | 'min' | 'max' | 'setValueAs' | 'deps'
>;

type Message = Pick<MessageDescriptor, 'id'> & { id: string };

/** Builders for the common rules; each takes an optional message id of the feature's own catalogue. */
export const kitRules = {
  required: (message: Message = formMessages.required) => ({ value: true, message: message.id }),
  minLength: (value: number, message: Message = formMessages.tooShort) => ({ value, message: message.id }),
  maxLength: (value: number, message: Message = formMessages.tooLong) => ({ value, message: message.id }),
  pattern: (value: RegExp, message: Message = formMessages.invalid) => ({ value, message: message.id }),
  /** A check of the trimmed text: answers true, or the message id that explains what is wrong. */
  check:
    (test: (value: string) => boolean, message: Message = formMessages.invalid) =>
    (value: unknown) =>
      test(typeof value === 'string' ? value.trim() : String(value ?? '')) || message.id,
};

/** The ICU values every rule message may use: {min} and {max} come from the field's own rules. */
export function ruleValues(rules: KitRules | undefined): Record<string, number> {
  const values: Record<string, number> = {};
  const numberOf = (rule: unknown) => (typeof rule === 'object' && rule !== null && 'value' in rule ? Number(rule.value) : Number(rule));
  if (rules?.minLength !== undefined) values.min = numberOf(rules.minLength);
  if (rules?.maxLength !== undefined) values.max = numberOf(rules.maxLength);
  if (rules?.min !== undefined) values.min = numberOf(rules.min);
  if (rules?.max !== undefined) values.max = numberOf(rules.max);
  return values;
}
