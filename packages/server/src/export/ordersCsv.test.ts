/** The export's CSV: every field quoted, quotes doubled, formulas neutralised, one row per order and side. */
import type { Order } from '@vitrine/contract';
import { describe, expect, it } from 'vitest';
import { ordersCsv } from './ordersCsv.js';

const order = (changes: Partial<Order>): Order =>
  ({
    id_commande: 7,
    date_commande: '2026-11-28T10:00:00.000Z',
    etat: 'paid',
    nom_marque: 'Hermès',
    modele: 'Kelly 28',
    valeur_taille: 'TU',
    nom_couleur_en: 'Black',
    pseudo_vendeur: 'VintageRoma',
    pseudo_acheteur: 'Claire',
    prix_unitaire: 8500,
    code_monnaie: 'EUR',
    montant_paye: 850000,
    devise_paye: 'EUR',
    transporteur: null,
    suivi_livraison: null,
    ...changes,
  }) as Order;

describe('ordersCsv', () => {
  it('writes a header, then the orders bought and sold, quoted, with CRLF line ends', () => {
    const csv = ordersCsv({
      bought: [order({})],
      sold: [order({ id_commande: 9, montant_paye: 1999, devise_paye: 'JPY' })],
    });
    const lines = csv.split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
    expect(lines[0]).toBe(
      '"order","date","side","state","brand","model","size","colour","seller","buyer","price","price_currency","paid","paid_currency","carrier","tracking"',
    );
    expect(lines[1]).toBe(
      '"V&T7","2026-11-28T10:00:00.000Z","bought","paid","Hermès","Kelly 28","TU","Black","VintageRoma","Claire","8500","EUR","8500","EUR","",""',
    );
    expect(lines[2]).toContain('"V&T9","2026-11-28T10:00:00.000Z","sold"');
    // Yen have no minor unit.
    expect(lines[2]).toContain('"1999","JPY"');
  });

  it('doubles quotes, keeps commas and line breaks inside a field, and never starts a cell with a formula', () => {
    const csv = ordersCsv({
      bought: [
        order({
          modele: 'Sac "Kelly", 28\ncm',
          pseudo_vendeur: '=HYPERLINK("http://evil")',
          suivi_livraison: '+33 1',
        }),
      ],
      sold: [],
    });
    const row = csv.split('\r\n')[1] as string;
    expect(row).toContain('"Sac ""Kelly"", 28\ncm"');
    expect(row).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(row).toContain(`"'+33 1"`);
  });
});
