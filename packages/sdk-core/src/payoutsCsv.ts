/**
 * A seller's payouts as CSV, for their accounts: one line per sale, amounts in the seller's
 * currency in major units (as a spreadsheet sums them), dates in ISO 8601. The header is in
 * English so the columns keep their names whatever the interface language.
 */
import { fromMinorUnits, type SellerPayout } from '@vitrine/contract';

const HEADER = [
  'order',
  'completed_at',
  'status',
  'currency',
  'price',
  'commission',
  'net',
  'arrival_date',
  'failure',
];

/** A field quoted when it holds a separator, a quote or a line break (RFC 4180). */
function field(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function payoutsCsv(payouts: readonly SellerPayout[]): string {
  const lines = payouts.map((payout) => {
    const amount = (minor: number) => String(fromMinorUnits(minor, payout.currency));
    return [
      `V&T${payout.id_commande}`,
      payout.created_at,
      payout.status,
      payout.currency,
      amount(payout.price),
      amount(payout.commission),
      amount(payout.net),
      payout.arrival_date ?? '',
      payout.failure_code ?? '',
    ]
      .map(field)
      .join(',');
  });
  return `${[HEADER.join(','), ...lines].join('\r\n')}\r\n`;
}
