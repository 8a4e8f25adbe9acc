import type { CreditBundle, CreditsResponse } from '../../contracts/payments.ts';
import type { Db } from '../../db/db.ts';
import { listBundles, listPaymentMethods, type BundleRow } from '../../repositories/bundles.ts';
import { lastPaidOrder } from '../../repositories/orders.ts';

/** Price per credit, compared as fractions (no floats): a.price / a.credits < b.price / b.credits. */
function cheaperPerCredit(a: BundleRow, b: BundleRow): boolean {
  return a.price * b.credits < b.price * a.credits;
}

/**
 * GET credits.php: the bundles and methods of a country, the best value (lowest price per credit) marked,
 * and for each bundle what it saves per credit against the dearest one ("save 30%").
 */
export async function creditsCatalogue(db: Db, country: string, memberId: number | null): Promise<CreditsResponse> {
  const [rows, methods, last] = await Promise.all([
    listBundles(db, country),
    listPaymentMethods(db, country),
    memberId === null ? null : lastPaidOrder(db, memberId),
  ]);
  const best = rows.reduce<BundleRow | null>((found, row) => (found === null || cheaperPerCredit(row, found) ? row : found), null);
  const dearest = rows.reduce<BundleRow | null>((found, row) => (found === null || cheaperPerCredit(found, row) ? row : found), null);
  const bundles: CreditBundle[] = rows.map((row) => ({
    id: row.id,
    credits: row.credits,
    price: row.price,
    currency: row.currency,
    old_price: row.old_price,
    best_value: row.id === best?.id,
    saving_percentage: dearest ? Math.max(0, Math.round(100 - (100 * row.price * dearest.credits) / (dearest.price * row.credits))) : 0,
  }));
  return {
    country,
    currency: rows[0]?.currency ?? 'EUR',
    bundles,
    methods: methods.map((id) => ({ id, direct_debit: id === 'sdd' })),
    last_paid_order: last ? { bundle_id: last.bundle_id, method: last.method, credits: last.credits, total: last.total } : null,
  };
}
