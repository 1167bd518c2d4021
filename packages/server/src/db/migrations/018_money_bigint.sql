-- Every amount of money is a 64-bit count of minor units: a charge, what an order was paid and the
-- sandbox's own record of a charge were 32-bit, which a large price in a currency of many units
-- to the euro (a million euros is nine billion paise) overflowed. Prices stay numeric.
ALTER TABLE payment_intent ALTER COLUMN amount TYPE bigint;
ALTER TABLE commande ALTER COLUMN montant_paye TYPE bigint;
ALTER TABLE sandbox_intent ALTER COLUMN amount TYPE bigint;
