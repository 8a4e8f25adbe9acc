import { useIntl } from 'react-intl';
import { get, useFormContext, useFormState } from 'react-hook-form';
import type { FieldError } from 'react-hook-form';
import { formatMessageById } from '../i18n/format-message-by-id';
import { formMessages } from './form-messages';
import { ruleValues } from './form-rules';
import type { KitRules } from './form-rules';

/** The translated error of one registered field, or undefined while it is valid. */
export function useFieldError(
  name: string,
  rules: KitRules | undefined,
  messageValues?: Record<string, string | number>,
): string | undefined {
  const intl = useIntl();
  const { control } = useFormContext();
  const { errors } = useFormState({ control, name });
  const error = get(errors, name) as FieldError | undefined;
  if (!error) return undefined;
  // A rule given without a kit message (an empty string) still shows a translated text.
  const id = error.message || (error.type === 'required' ? formMessages.required.id : formMessages.invalid.id);
  return formatMessageById(intl, id, { ...ruleValues(rules), ...messageValues });
}
