-- A card token pays for one checkout, as Stripe's tokens are single-use: the first confirm
-- records which checkout spent it (its idempotency key, less the item), and every other
-- checkout is refused. One checkout confirms one intent per line with the same token.
ALTER TABLE sandbox_token ADD COLUMN spent_on text;
