-- A Stripe account token names no user: whoever holds the publishable key can make one. The
-- signed-in owner claims it first (payouts/account/token), and stripeController/update2, sent
-- without a session, spends only a token its user claimed, once.
CREATE TABLE account_token_claim (
  token text PRIMARY KEY,
  id_user integer NOT NULL REFERENCES utilisateur (id_user) ON DELETE CASCADE,
  claimed_at timestamptz NOT NULL,
  spent_at timestamptz
);
CREATE INDEX account_token_claim_claimed_at ON account_token_claim (claimed_at);
