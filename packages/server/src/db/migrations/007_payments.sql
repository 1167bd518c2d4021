-- Payments, beyond 003: which provider customer each user is, and the sandbox's record of an
-- intent that should keep its card for next time (Stripe's setup_future_usage).

-- The marketplace's link from a user to their customer at the payment provider (Stripe keeps
-- customers on its side; the sandbox's own table is sandbox_customer).
CREATE TABLE client_paiement (
  id_user     integer NOT NULL REFERENCES utilisateur (id_user) ON DELETE CASCADE,
  provider    text NOT NULL,
  customer_id text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (id_user, provider)
);

ALTER TABLE sandbox_intent ADD COLUMN setup_future_usage boolean NOT NULL DEFAULT false;
