-- A listing is for sale only once staff have verified it as it now reads, and while its seller
-- keeps it listed: a new listing, and a verified one whose texts or price its seller changed (which
-- clears `verifie_le`), wait for staff before any list, search, cart or checkout shows them. The
-- rule is written here once, as a column every shopper-facing query filters on, so a query cannot
-- apply half of it. Listings waiting for staff are few, like withdrawn ones: the lists keep
-- walking their indexes in order and skip them as they go.
ALTER TABLE produit ADD COLUMN a_vendre boolean
  GENERATED ALWAYS AS (verifie_le IS NOT NULL AND retire_le IS NULL) STORED;
