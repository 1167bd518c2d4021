import { DeclineOrderInputSchema, ShipOrderInputSchema } from '@vitrine/contract';
import { describe, expect, it } from 'vitest';
import { declineForm, problemForm, shipForm } from './orderForms.js';

const good = {
  transporteur: 'DHL',
  suivi_livraison: 'JD014600',
  lien_suivi: 'https://dhl.com/t?id=JD014600',
};

describe('order forms', () => {
  it("refuse what the contract's schemas refuse, with a message key per field", () => {
    const cases = [
      good,
      { ...good, lien_suivi: 'dhl tracking' },
      { ...good, lien_suivi: 'javascript:alert(1)' },
      { ...good, lien_suivi: `https://dhl.com/${'a'.repeat(300)}` },
      { ...good, transporteur: '   ' },
      { ...good, suivi_livraison: 'x'.repeat(81) },
    ];
    for (const values of cases) {
      const schema = ShipOrderInputSchema.safeParse({ id_commande: 1, ...values }).success;
      expect(shipForm(values).ok, JSON.stringify(values)).toBe(schema);
    }
    expect(shipForm({ ...good, lien_suivi: 'dhl tracking' }).errors).toEqual({
      lien_suivi: { key: 'validation.webAddress' },
    });
    for (const motif of ['', '  ', 'Vendue ailleurs.', 'x'.repeat(1000), 'x'.repeat(1001)]) {
      const schema = DeclineOrderInputSchema.safeParse({ id_commande: 1, motif }).success;
      expect(declineForm({ motif }).ok, `${motif.length}`).toBe(schema);
      expect(problemForm({ motif }).ok).toBe(schema);
    }
    expect(declineForm({ motif: '' }).errors).toEqual({ motif: { key: 'validation.required' } });
  });
});
