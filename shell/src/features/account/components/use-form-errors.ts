import { useState } from 'react';
import { useIntl } from 'react-intl';
import { fieldOf, toApiError } from '../../../lib/api-error';
import { accountMessages } from '../messages';
import { useErrorText } from './use-error-text';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * Errors of one form: per field (the form's own checks and the API's `details`) and one for the whole
 * form (login_failed, account_locked, network trouble...).
 */
export function useFormErrors<F extends string>(fields: readonly F[]) {
  const intl = useIntl();
  const errorText = useErrorText();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<F>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const isField = (name: string): name is F => (fields as readonly string[]).includes(name);

  /** Shows what the API said; per-field details go under their field when the form has it. */
  const showApiError = (raw: unknown) => {
    const error = toApiError(raw);
    const perField: FieldErrors<F> = {};
    for (const detail of error.details) {
      const field = fieldOf(detail);
      if (isField(field) && !perField[field]) {
        perField[field] = detail.code
          ? errorText({ code: detail.code, message: detail.message, params: error.params, details: [] })
          : detail.message;
      }
    }
    setFieldErrors(perField);
    // Said once: under the field when the form has that field, else above the form.
    setFormError(Object.keys(perField).length > 0 ? null : errorText(error));
  };

  /** Required-field check; returns false (and shows the errors) when something is missing. */
  const requireFilled = (values: Record<F, string>, extra: FieldErrors<F> = {}): boolean => {
    const errors: FieldErrors<F> = { ...extra };
    for (const field of fields) {
      if (!values[field].trim() && !errors[field]) errors[field] = intl.formatMessage(accountMessages.fieldRequired);
    }
    setFieldErrors(errors);
    setFormError(null);
    return Object.keys(errors).length === 0;
  };

  const clear = () => {
    setFieldErrors({});
    setFormError(null);
  };

  return { fieldErrors, formError, showApiError, requireFilled, clear };
}
