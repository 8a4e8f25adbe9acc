import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import type { PaymentMethod, PaymentMethodOption } from '@dating/shared-kit';
import { Button } from '@dating/shared-kit/ui';
import { creditShopMessages as m, methodMessages } from '../../../shared/shop-messages';
import { Fieldset, Legend } from './bundle-options';
import { MethodLogo } from './method-logo';

/** DESIGN "Credit shop": four methods first, the rest behind "More". */
const shownFirst = 4;

export interface MethodOptionsProps {
  /** In the API's order, which is the country's display order (iDEAL first in NL, Bancontact in BE). */
  methods: PaymentMethodOption[];
  selected: PaymentMethod | null;
  onSelect: (method: PaymentMethod) => void;
}

/** The payment methods as 56 px radio rows with a logo tile each. */
export function MethodOptions({ methods, selected, onSelect }: MethodOptionsProps) {
  const intl = useIntl();
  const selectedIndex = methods.findIndex((method) => method.id === selected);
  // A method chosen further down the list (from the address) keeps the whole list open.
  const [expanded, setExpanded] = useState(selectedIndex >= shownFirst);
  const visible = expanded ? methods : methods.slice(0, shownFirst);
  // "More" disappears once pressed: the keyboard focus moves to the first method it revealed.
  const firstRevealed = useRef<HTMLInputElement>(null);
  const [revealedByButton, setRevealedByButton] = useState(false);
  useEffect(() => {
    if (revealedByButton) firstRevealed.current?.focus();
  }, [revealedByButton]);
  return (
    <Fieldset>
      <Legend>{intl.formatMessage(m.methodsLegend)}</Legend>
      <Rows>
        {visible.map((method, index) => (
          <Row key={method.id} $selected={method.id === selected}>
            <input
              ref={index === shownFirst ? firstRevealed : undefined}
              type="radio"
              name="method"
              value={method.id}
              checked={method.id === selected}
              onChange={() => onSelect(method.id)}
            />
            <MethodLogo method={method.id} />
            <span>{intl.formatMessage(methodMessages[method.id])}</span>
          </Row>
        ))}
      </Rows>
      {!expanded && methods.length > shownFirst && (
        <Button
          variant="ghost"
          onClick={() => {
            setExpanded(true);
            setRevealedByButton(true);
          }}
        >
          {intl.formatMessage(m.moreMethods)}
        </Button>
      )}
    </Fieldset>
  );
}

const Rows = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.xs};
`;

const Row = styled.label<{ $selected: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.smPlus};
  min-height: 56px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  overflow-wrap: break-word;
  input {
    flex: none;
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.text};
  }
  ${({ $selected, theme }) =>
    $selected &&
    css`
      background: ${theme.colors.primarySubtle};
      border-color: ${theme.colors.text};
    `}
`;
