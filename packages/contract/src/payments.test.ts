import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { IntentOrderSchema } from './payments.js';

const line = {
  produit: { id: 12 },
  sous_produit: 34,
  quantite: 1,
  prix: 27_280,
  prix_vendeur: 31_000,
  kate: { id: 5, devise: 'EUR' },
};

describe('a line to pay (spec §7 commandes)', () => {
  it('K8: holds one item: a quantity of 1 only', () => {
    expect(z.safeParse(IntentOrderSchema, line).success).toBe(true);
    for (const quantite of [0, 2, 10, 1.5, -1, '1'])
      expect(z.safeParse(IntentOrderSchema, { ...line, quantite }).success, String(quantite)).toBe(false);
  });
});
