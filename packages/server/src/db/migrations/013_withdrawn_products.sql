-- A seller may take a listing off sale for good: it keeps its row (orders and carts point at it)
-- and every shopper-facing list, search and the related products leave it out. Withdrawals are
-- rare, so the lists keep walking their indexes in order and skip the odd withdrawn row: no index
-- changes, and a NULL column costs nothing to add.
ALTER TABLE produit ADD COLUMN retire_le timestamptz;
