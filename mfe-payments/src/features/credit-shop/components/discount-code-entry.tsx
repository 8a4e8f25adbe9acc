import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { toApiError, translateApiError, useLazyKitGetDiscountCodeQuery, type PaymentMethod } from '@dating/shared-kit';
import { KitForm, useForm } from '@dating/shared-kit/forms';
import { Button, Chip, TextField } from '@dating/shared-kit/ui';
import { creditShopMessages as m } from '../../../shared/shop-messages';

export interface AppliedCode {
  code: string;
  percentage: number;
}

interface CodeDraft {
  code: string;
}

export interface DiscountCodeEntryProps {
  bundleId: number;
  method: PaymentMethod;
  applied: AppliedCode | null;
  onApplied: (code: AppliedCode) => void;
  onRemove: () => void;
}

/** "Have a code?" opens a field; the server checks the code for this bundle and method; a valid one becomes a chip. */
export function DiscountCodeEntry({ bundleId, method, applied, onApplied, onRemove }: DiscountCodeEntryProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const form = useForm<CodeDraft>({ defaultValues: { code: '' } });
  // The server's verdict, translated with its params, is the field's error: it is not a rule the form checks.
  const [error, setError] = useState<string | null>(null);
  const [check, { isFetching }] = useLazyKitGetDiscountCodeQuery();

  if (applied) {
    const label = intl.formatMessage(m.codeChip, { code: applied.code, percentage: applied.percentage });
    return (
      <Row>
        <Chip onRemove={onRemove} removeLabel={intl.formatMessage(m.removeCode, { code: applied.code })}>
          {label}
        </Chip>
      </Row>
    );
  }
  if (!open) {
    return (
      <Row>
        <Button variant="ghost" onClick={() => setOpen(true)}>
          {intl.formatMessage(m.haveCode)}
        </Button>
      </Row>
    );
  }

  const apply = async ({ code: typed }: CodeDraft) => {
    const code = typed.trim().toUpperCase();
    if (code === '') return;
    setError(null);
    try {
      const { discount } = await check({ code, bundle_id: bundleId, method }).unwrap();
      if (!discount) throw { status: 404, data: { error: 'code_not_found', message: 'Code niet gevonden' } };
      form.reset({ code: '' });
      onApplied({ code: discount.code, percentage: discount.value_percentage });
    } catch (failure) {
      setError(translateApiError(intl, toApiError(failure), 'payments.shop.error.', m.genericError.id));
    }
  };

  return (
    <Form form={form} onValid={apply}>
      <TextField
        label={intl.formatMessage(m.codeLabel)}
        {...form.register('code')}
        autoCapitalize="characters"
        autoComplete="off"
        error={error ?? undefined}
        // The field appears because the member asked for it, so it takes the focus.
        autoFocus
      />
      <Button type="submit" variant="secondary" loading={isFetching}>
        {intl.formatMessage(m.applyCode)}
      </Button>
    </Form>
  );
}

const Row = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Form = styled(KitForm<CodeDraft>)`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
  > :first-child {
    flex: 1 1 180px;
  }
  > button {
    margin-top: 1.75rem;
  }
`;
