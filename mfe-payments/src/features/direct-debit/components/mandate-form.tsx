import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { toApiError, type DirectDebitStarted } from '@dating/shared-kit';
import { applyApiFieldErrors, FormCheckbox, FormTextField, KitForm, kitRules, useForm } from '@dating/shared-kit/forms';
import { Button } from '@dating/shared-kit/ui';
import { usePaymentsStartDirectDebitMutation } from '../api/direct-debit-api';
import { directDebitProblem, type DirectDebitProblem } from '../direct-debit-problem';
import { directDebitMessages as m } from '../messages';
import { IbanField } from './iban-field';
import { mandateFields, type MandateValues } from './mandate-values';
import { ProblemAlert } from './problem-alert';
import { StepHeading, stepColumn } from './step-styles';

export interface MandateFormProps {
  bundleId: number;
  discountCode?: string;
  /** What was typed before (coming back from the code step keeps it). */
  values: MandateValues;
  onStarted: (started: DirectDebitStarted, values: MandateValues) => void;
}

const mobilePattern = /^\+?[0-9][0-9 ()-]{5,30}$/;

/**
 * Step 1 of the direct-debit form: holder, IBAN, street and number, postcode and city, mobile and the mandate.
 * Fields are checked when left and then as they change; on an error everything typed stays.
 */
export function MandateForm({ bundleId, discountCode, values, onStarted }: MandateFormProps) {
  const intl = useIntl();
  const t = (message: (typeof m)[keyof typeof m]) => intl.formatMessage(message);
  const form = useForm<MandateValues>({ defaultValues: values, mode: 'onTouched' });
  const [start, { isLoading }] = usePaymentsStartDirectDebitMutation();
  const [problem, setProblem] = useState<DirectDebitProblem | null>(null);

  const send = async (typed: MandateValues) => {
    setProblem(null);
    try {
      const started = await start({
        bundle_id: bundleId,
        ...(discountCode ? { code: discountCode } : {}),
        ...typed,
        account_holder: typed.account_holder.trim(),
        iban: typed.iban.replace(/\s/g, ''),
      }).unwrap();
      onStarted(started, typed);
    } catch (thrown) {
      const error = toApiError(thrown);
      if (error.code === 'iban_invalid') {
        form.setError('iban', { type: 'server', message: m.ibanInvalid.id }, { shouldFocus: true });
        return;
      }
      if (error.code === 'mandate_not_accepted') {
        form.setError('mandate_accepted', { type: 'server', message: m.mandateRequired.id }, { shouldFocus: true });
        return;
      }
      const unplaced = applyApiFieldErrors(form.setError, error.details, mandateFields, (field, detail) =>
        field === 'iban'
          ? m.ibanInvalid.id
          : field === 'mobile_phone'
            ? detail.code === 'phone_country'
              ? m.mobileCountry.id
              : m.mobileInvalid.id
            : '',
      );
      if (error.details.length === 0 || unplaced.length > 0) setProblem(directDebitProblem(intl, error));
    }
  };

  return (
    <KitForm form={form} onValid={send} aria-label={t(m.stepOne)}>
      <Fields>
        <StepHeading>{t(m.stepOne)}</StepHeading>
        {problem && <ProblemAlert problem={problem} />}
        <FormTextField<MandateValues>
          name="account_holder"
          label={t(m.holder)}
          autoComplete="name"
          rules={{ required: kitRules.required(), minLength: kitRules.minLength(2), maxLength: kitRules.maxLength(100) }}
        />
        <IbanField />
        <Row>
          <FormTextField<MandateValues>
            name="street"
            label={t(m.street)}
            autoComplete="address-line1"
            rules={{ required: kitRules.required(), maxLength: kitRules.maxLength(100) }}
          />
          <FormTextField<MandateValues>
            name="house_number"
            label={t(m.houseNumber)}
            rules={{ required: kitRules.required(), maxLength: kitRules.maxLength(16) }}
          />
        </Row>
        <Row>
          <FormTextField<MandateValues>
            name="zip"
            label={t(m.zip)}
            autoComplete="postal-code"
            rules={{ required: kitRules.required(), minLength: kitRules.minLength(2), maxLength: kitRules.maxLength(16) }}
          />
          <FormTextField<MandateValues>
            name="city"
            label={t(m.city)}
            autoComplete="address-level2"
            rules={{ required: kitRules.required(), maxLength: kitRules.maxLength(100) }}
          />
        </Row>
        <FormTextField<MandateValues>
          name="mobile_phone"
          type="tel"
          label={t(m.mobile)}
          hint={t(m.mobileHint)}
          autoComplete="tel"
          rules={{ required: kitRules.required(), pattern: kitRules.pattern(mobilePattern, m.mobileInvalid) }}
        />
        <FormCheckbox<MandateValues>
          name="mandate_accepted"
          label={t(m.mandate)}
          rules={{ required: kitRules.required(m.mandateRequired) }}
        />
        <Button type="submit" variant="primary" fullWidth loading={isLoading}>
          {t(m.sendCode)}
        </Button>
      </Fields>
    </KitForm>
  );
}

const Fields = styled.div`
  ${stepColumn}
`;

// Street and number, postcode and city share a row where there is room; at 320 px each gets its own line.
const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 9rem), 1fr));
  gap: ${({ theme }) => theme.space.md};
`;
