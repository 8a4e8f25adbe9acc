import { useState } from 'react';
import { useActiveDiscount, type ActiveDiscount } from '@dating/shared-kit';
import type { AppliedCode } from '../components/discount-code-entry';

export interface ShopDiscount {
  /** The code the quote and the order are asked with: the member's own, else the active discount. */
  code: string | null;
  typed: AppliedCode | null;
  /** The time bonus or welcome code, shown as the strip while no code of the member's own replaces it. */
  automatic: ActiveDiscount | null;
  apply: (code: AppliedCode) => void;
  remove: () => void;
}

/** A typed code wins over the active discount; removing it brings the active discount back. */
export function useShopDiscount(): ShopDiscount {
  const active = useActiveDiscount();
  const [typed, setTyped] = useState<AppliedCode | null>(null);
  const automatic = typed ? null : active;
  return {
    code: typed?.code ?? automatic?.code ?? null,
    typed,
    automatic,
    apply: setTyped,
    remove: () => setTyped(null),
  };
}
