import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@dating/shared-kit/ui';
import type { PaymentMethod, PaymentMethodOption } from '@dating/shared-kit';
import { methodMessages, shopMessages } from '../messages';

const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const Row = styled.label<{ $checked: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 56px;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 2px solid ${({ theme, $checked }) => ($checked ? theme.colors.primary : theme.colors.border)};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
`;

/** The number of methods shown before "More" (DESIGN, credit shop). */
const FIRST_METHODS = 4;

/** Payment methods in the API's order, the first four then "More"; a chosen later method stays visible. */
export function MethodList({ methods, chosen, onChoose }: { methods: PaymentMethodOption[]; chosen: PaymentMethod | null; onChoose: (id: PaymentMethod) => void }) {
  const intl = useIntl();
  const chosenIndex = methods.findIndex((method) => method.id === chosen);
  const [expanded, setExpanded] = useState(false);
  const shown = expanded || chosenIndex >= FIRST_METHODS ? methods : methods.slice(0, FIRST_METHODS);
  return (
    <Group>
      <legend>{intl.formatMessage(shopMessages.methodsLegend)}</legend>
      {shown.map((method) => (
        <Row key={method.id} $checked={chosen === method.id}>
          <input type="radio" name="method" value={method.id} checked={chosen === method.id} onChange={() => onChoose(method.id)} />
          {intl.formatMessage(methodMessages[method.id])}
        </Row>
      ))}
      {shown.length < methods.length && (
        <Button variant="ghost" onClick={() => setExpanded(true)}>
          {intl.formatMessage(shopMessages.moreMethods)}
        </Button>
      )}
    </Group>
  );
}
