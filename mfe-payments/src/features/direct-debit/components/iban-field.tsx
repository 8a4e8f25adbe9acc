import type { ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { formatMessageById } from '@dating/shared-kit';
import { Controller, useFormContext, type KitRules } from '@dating/shared-kit/forms';
import { TextField } from '@dating/shared-kit/ui';
import { caretAfterFormat, formatIban, isValidIban } from '../iban';
import { directDebitMessages as m } from '../messages';
import type { MandateValues } from './mandate-values';

const rules: KitRules<MandateValues, 'iban'> = {
  required: { value: true, message: m.ibanInvalid.id },
  validate: (value) => isValidIban(String(value)) || m.ibanInvalid.id,
};

/**
 * DESIGN 4 "Direct debit": the IBAN grouped by four as it is typed (the caret stays after the character just
 * typed), checked with mod 97 when the field is left, then again on every change until it is right.
 */
export function IbanField() {
  const intl = useIntl();
  const { control } = useFormContext<MandateValues>();
  return (
    <Controller
      name="iban"
      control={control}
      rules={rules}
      render={({ field, fieldState }) => {
        const change = (event: ChangeEvent<HTMLInputElement>) => {
          const input = event.target;
          const typedBeforeCaret = input.value.slice(0, input.selectionStart ?? input.value.length).replace(/[^0-9a-z]/gi, '').length;
          const formatted = formatIban(input.value);
          field.onChange(formatted);
          // After React writes the formatted value, put the caret back where the member was typing.
          requestAnimationFrame(() => {
            if (document.activeElement !== input) return;
            const caret = caretAfterFormat(formatted, typedBeforeCaret);
            input.setSelectionRange(caret, caret);
          });
        };
        return (
          <TextField
            ref={field.ref}
            name={field.name}
            value={field.value}
            onChange={change}
            onBlur={field.onBlur}
            label={intl.formatMessage(m.iban)}
            hint={intl.formatMessage(m.ibanHint)}
            error={fieldState.error ? formatMessageById(intl, fieldState.error.message || m.ibanInvalid.id) : undefined}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            inputMode="text"
          />
        );
      }}
    />
  );
}
