import { useLayoutEffect, useRef, type ChangeEvent, type RefObject } from 'react';
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

interface PendingCaret {
  input: HTMLInputElement;
  caret: number;
}

/**
 * Puts the caret where the member was typing once React has written the formatted value: in the same commit
 * (a layout effect), not a frame later, because a phone keyboard or a fast typist sends the next character
 * before the next frame, and a late caret put it in the wrong place (characters went missing).
 */
function CaretKeeper({ pending }: { pending: RefObject<PendingCaret | null> }) {
  useLayoutEffect(() => {
    const next = pending.current;
    pending.current = null;
    if (next && document.activeElement === next.input) next.input.setSelectionRange(next.caret, next.caret);
  });
  return null;
}

/**
 * DESIGN 4 "Direct debit": the IBAN grouped by four as it is typed (the caret stays after the character just
 * typed), checked with mod 97 when the field is left, then again on every change until it is right.
 */
export function IbanField() {
  const intl = useIntl();
  const { control } = useFormContext<MandateValues>();
  const caretAfterCommit = useRef<PendingCaret | null>(null);
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
          // After React writes the formatted value, the caret goes back where the member was typing.
          caretAfterCommit.current = { input, caret: caretAfterFormat(formatted, typedBeforeCaret) };
          field.onChange(formatted);
        };
        return (
          <>
            <CaretKeeper pending={caretAfterCommit} />
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
          </>
        );
      }}
    />
  );
}
