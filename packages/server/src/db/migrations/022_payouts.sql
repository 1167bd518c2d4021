-- Sellers are paid to their bank: a payout account (Stripe Connect's account) with what it still
-- needs (requirements), its bank account (external account), and each bank payout of a sale.

-- The marketplace's copy of the provider's account, refreshed after each call that changes it.
ALTER TABLE compte_paiement ADD COLUMN currency char(3);
-- Stripe's requirements.currently_due: what must still be given before payouts are enabled.
ALTER TABLE compte_paiement ADD COLUMN currently_due text[] NOT NULL DEFAULT '{}';
-- Stripe's bank_account.status: 'new' until a payout to it fails, then 'errored'.
ALTER TABLE compte_paiement ADD COLUMN external_status text;

-- A seller's payout that waits for their account to be ready (opened, verified, with a working
-- bank account): woken when it is, rather than tried again and again.
ALTER TABLE commande_job ADD COLUMN waits_for_account boolean NOT NULL DEFAULT false;

-- The sandbox provider's accounts, as Stripe Connect keeps them.
CREATE TABLE sandbox_account (
  id                  text PRIMARY KEY,
  id_user             integer NOT NULL REFERENCES utilisateur (id_user) ON DELETE CASCADE,
  country             char(2) NOT NULL,
  currency            char(3),
  currently_due       text[] NOT NULL,
  external_account    text,
  external_last4      text,
  external_status     text,
  -- How payouts to the bank account end, for the sandbox's test accounts ('account_closed').
  external_fails_with text,
  created_at          timestamptz NOT NULL
);
-- A bank-account token remembers how payouts to it will end; the number itself is not kept.
ALTER TABLE sandbox_token ADD COLUMN fails_with text;
ALTER TABLE sandbox_token ADD COLUMN currency char(3);

CREATE TABLE sandbox_payout (
  id               text PRIMARY KEY,
  idempotency_key  text NOT NULL UNIQUE,
  account          text NOT NULL REFERENCES sandbox_account (id) ON DELETE CASCADE,
  destination      text NOT NULL,
  amount           bigint NOT NULL CHECK (amount > 0),
  currency         char(3) NOT NULL,
  fails_with       text,
  created_at       timestamptz NOT NULL,
  arrival_date     timestamptz NOT NULL
);

-- The bank payouts of a seller's payout (mouvement_argent of kind 'payout'): one, and another
-- only after one failed. The provider's status is copied here as the job runner reads it.
CREATE TABLE virement_vendeur (
  id             bigserial PRIMARY KEY,
  id_mouvement   bigint NOT NULL REFERENCES mouvement_argent (id) ON DELETE CASCADE,
  attempt        integer NOT NULL CHECK (attempt > 0),
  provider_id    text NOT NULL,
  account_id     text NOT NULL,
  status         text NOT NULL CHECK (status IN ('pending', 'in_transit', 'paid', 'failed', 'canceled')),
  arrival_date   timestamptz NOT NULL,
  failure_code   text,
  created_at     timestamptz NOT NULL,
  updated_at     timestamptz NOT NULL,
  -- When the runner reads the provider's status next.
  check_at       timestamptz NOT NULL,
  UNIQUE (id_mouvement, attempt)
);
-- Never two payouts of one sale on their way or arrived.
CREATE UNIQUE INDEX virement_vendeur_live_idx ON virement_vendeur (id_mouvement) WHERE status <> 'failed' AND status <> 'canceled';
CREATE INDEX virement_vendeur_check_idx ON virement_vendeur (check_at) WHERE status IN ('pending', 'in_transit');

-- Accounts opened before: the sandbox keeps them as they were, still needing a bank account
-- when they had none.
INSERT INTO sandbox_account (id, id_user, country, currently_due, external_account, external_last4,
                             external_status, created_at)
SELECT account_id, id_user, country,
       CASE WHEN external_account IS NULL THEN '{external_account}'::text[] ELSE '{}'::text[] END,
       external_account, external_last4, CASE WHEN external_account IS NULL THEN NULL ELSE 'new' END, updated_at
  FROM compte_paiement;
UPDATE compte_paiement SET currently_due = '{external_account}' WHERE external_account IS NULL;
UPDATE compte_paiement SET external_status = 'new' WHERE external_account IS NOT NULL;

-- The demo's sellers (the demo seller and the seeded boutiques) have ready payout accounts at
-- the sandbox: their sales are paid out with no step of theirs. Called by the seed too.
CREATE FUNCTION comptes_paiement_demo(at timestamptz) RETURNS void LANGUAGE sql AS $$
  INSERT INTO sandbox_account (id, id_user, country, currency, currently_due, external_account,
                               external_last4, external_status, created_at)
  SELECT 'acct_demo' || u.id_user, u.id_user, p.alpha2, p.code_monnaie, '{}', 'ba_demo' || u.id_user,
         '2606', 'new', at
    FROM utilisateur u JOIN pays p ON p.id_pays = u.id_pays
   WHERE u.role = 'kim'
     AND (lower(u.email) = 'vendeur@vitrine.dev' OR lower(u.email) LIKE '%@sellers.vitrine.dev')
     AND NOT EXISTS (SELECT 1 FROM compte_paiement c WHERE c.id_user = u.id_user)
     AND NOT EXISTS (SELECT 1 FROM sandbox_account s WHERE s.id_user = u.id_user);
  INSERT INTO compte_paiement (id_user, account_id, country, currency, payouts_enabled, external_account,
                               external_last4, external_status, currently_due, updated_at)
  SELECT s.id_user, s.id, s.country, s.currency, true, s.external_account, s.external_last4, 'new', '{}', at
    FROM sandbox_account s
   WHERE s.id LIKE 'acct_demo%'
  ON CONFLICT (id_user) DO NOTHING;
$$;
SELECT comptes_paiement_demo(now());
