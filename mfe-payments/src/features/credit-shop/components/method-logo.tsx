import styled from 'styled-components';
import type { PaymentMethod } from '@dating/shared-kit';

/** Short marks instead of brand artwork: neutral, no outside files, readable at 48 × 32. */
const marks: Record<PaymentMethod, string> = {
  ideal: 'iD',
  bancontact: 'BC',
  creditcard: '',
  paypal: 'PP',
  applepay: 'Pay',
  sofort: 'SO',
  eps: 'eps',
  przelewy24: 'P24',
  sdd: 'SEPA',
  sct: 'SCT',
};

/** A 48 × 32 tile for a payment method; decorative, the method's name is written beside it. */
export function MethodLogo({ method }: { method: PaymentMethod }) {
  return (
    <Tile width="48" height="32" viewBox="0 0 48 32" aria-hidden="true" focusable="false" data-method={method}>
      <rect x="0.5" y="0.5" width="47" height="31" rx="5" className="tile" />
      {method === 'creditcard' ? (
        <>
          <rect x="10" y="8" width="28" height="17" rx="2.5" className="ink-line" />
          <rect x="10" y="12" width="28" height="3" className="ink" />
          <rect x="13" y="19" width="8" height="2" className="ink" />
        </>
      ) : (
        <text x="24" y="20.5" textAnchor="middle" className="ink">
          {marks[method]}
        </text>
      )}
    </Tile>
  );
}

const Tile = styled.svg`
  flex: none;
  .tile {
    fill: ${({ theme }) => theme.colors.surface};
    stroke: ${({ theme }) => theme.colors.border};
  }
  .ink {
    fill: ${({ theme }) => theme.colors.text};
    font: ${({ theme }) => theme.fontWeights.bold} 12px ${({ theme }) => theme.fonts.body};
  }
  .ink-line {
    fill: none;
    stroke: ${({ theme }) => theme.colors.text};
    stroke-width: 1.5;
  }
`;
