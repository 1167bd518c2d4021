/**
 * The orders of an account's export as CSV (RFC 4180): one row per order, bought or sold. No
 * library: every field is quoted and its quotes doubled, which is the whole of the format, and
 * what a library would not do is needed here — a cell that starts with `=`, `+`, `-`, `@`, a tab
 * or a carriage return is read as a formula by spreadsheets (OWASP "CSV injection"), so it is
 * prefixed with an apostrophe. Amounts are in major units with a dot, as spreadsheets read them
 * whatever the locale the file was made in.
 */
import { fromMinorUnits, type Order, orderNumber } from '@vitrine/contract';

const COLUMNS = [
  'order',
  'date',
  'side',
  'state',
  'brand',
  'model',
  'size',
  'colour',
  'seller',
  'buyer',
  'price',
  'price_currency',
  'paid',
  'paid_currency',
  'carrier',
  'tracking',
] as const;

/** A cell a spreadsheet reads as text, never as a formula. */
function cell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

function row(order: Order, side: 'bought' | 'sold'): string {
  return [
    orderNumber(order.id_commande),
    order.date_commande,
    side,
    order.etat,
    order.nom_marque,
    order.modele,
    order.valeur_taille,
    order.nom_couleur_en,
    order.pseudo_vendeur,
    order.pseudo_acheteur,
    order.prix_unitaire,
    order.code_monnaie,
    fromMinorUnits(order.montant_paye, order.devise_paye),
    order.devise_paye,
    order.transporteur,
    order.suivi_livraison,
  ]
    .map(cell)
    .join(',');
}

/** The CSV of the orders bought and sold, header first, lines ended by CRLF as RFC 4180 says. */
export function ordersCsv(orders: { bought: readonly Order[]; sold: readonly Order[] }): string {
  const lines = [
    COLUMNS.map(cell).join(','),
    ...orders.bought.map((order) => row(order, 'bought')),
    ...orders.sold.map((order) => row(order, 'sold')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
