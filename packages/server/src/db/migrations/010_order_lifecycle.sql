-- Orders after payment: named states, every step with its time and actor, deadlines kept as
-- jobs, the money moved back to buyers and out to sellers, and a staff role that decides disputes.

-- States become codes (contract ORDER_STATES); the French labels the first orders carried map
-- onto them.
UPDATE commande SET etat = CASE etat
    WHEN 'En attente d’expédition' THEN 'paid'
    WHEN 'Expédiée' THEN 'shipped'
    WHEN 'Livrée' THEN 'received'
    WHEN 'Annulée' THEN 'cancelled'
    ELSE etat END;
ALTER TABLE commande ALTER COLUMN etat SET DEFAULT 'paid';
ALTER TABLE commande ADD CONSTRAINT commande_etat_check CHECK (etat IN
  ('paid', 'accepted', 'declined', 'shipped', 'received', 'disputed', 'completed', 'paid_out', 'cancelled'));
ALTER TABLE commande ADD COLUMN transporteur text;

-- A declined or cancelled order gives its item back to the shop: the item may then be bought
-- again, so only one live order per item is unique, and a refunded intent no longer holds it.
ALTER TABLE commande DROP CONSTRAINT commande_id_sous_produit_key;
CREATE UNIQUE INDEX commande_live_item_idx ON commande (id_sous_produit)
  WHERE etat NOT IN ('declined', 'cancelled');
CREATE INDEX commande_item_idx ON commande (id_sous_produit);
ALTER TABLE payment_intent DROP CONSTRAINT payment_intent_status_check;
ALTER TABLE payment_intent ADD CONSTRAINT payment_intent_status_check
  CHECK (status IN ('pending', 'succeeded', 'canceled', 'refunded'));

-- Every step of an order: the state reached, by which move, when, and by whom.
CREATE TABLE commande_etape (
  id          bigserial PRIMARY KEY,
  id_commande integer NOT NULL REFERENCES commande (id_commande) ON DELETE CASCADE,
  etat        text NOT NULL,
  -- The contract's transition name; null for the payment that made the order.
  transition  text,
  actor       text NOT NULL CHECK (actor IN ('buyer', 'seller', 'staff', 'system')),
  id_actor    integer REFERENCES utilisateur (id_user) ON DELETE SET NULL,
  note        text,
  at          timestamptz NOT NULL
);
CREATE INDEX commande_etape_order_idx ON commande_etape (id_commande, at, id);

INSERT INTO commande_etape (id_commande, etat, transition, actor, id_actor, at)
SELECT id_commande, 'paid', NULL, 'buyer', id_user, created_at FROM commande;

-- Deadlines and money moves as durable jobs. A job is run by claiming it in the transaction
-- that does its work (UPDATE … WHERE state = 'due' … RETURNING, FOR UPDATE SKIP LOCKED), so
-- it runs once across restarts and processes. `locked_until` is the lease of a job whose work
-- calls the payment provider outside the transaction; the provider call is idempotent by key.
CREATE TABLE commande_job (
  id           bigserial PRIMARY KEY,
  id_commande  integer NOT NULL REFERENCES commande (id_commande) ON DELETE CASCADE,
  -- A deadline's transition (expireAcceptance, expireShipping, receiveAutomatically, complete)
  -- or a money move (refund, payout).
  kind         text NOT NULL,
  run_at       timestamptz NOT NULL,
  state        text NOT NULL DEFAULT 'due' CHECK (state IN ('due', 'done', 'skipped', 'cancelled')),
  attempts     integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  last_error   text,
  finished_at  timestamptz,
  UNIQUE (id_commande, kind)
);
CREATE INDEX commande_job_due_idx ON commande_job (run_at) WHERE state = 'due';

-- Orders already under way get their deadlines from now: their sellers could not accept before.
INSERT INTO commande_job (id_commande, kind, run_at)
SELECT id_commande,
       CASE etat WHEN 'paid' THEN 'expireAcceptance' WHEN 'shipped' THEN 'receiveAutomatically' ELSE 'complete' END,
       now() + CASE etat WHEN 'shipped' THEN interval '14 days' ELSE interval '48 hours' END
  FROM commande WHERE etat IN ('paid', 'shipped', 'received');

-- The marketplace's ledger of money moved for orders: the buyer's refund, the seller's payout.
-- One of each per order at most; the idempotency key is what the provider is called with.
CREATE TABLE mouvement_argent (
  id               bigserial PRIMARY KEY,
  id_commande      integer NOT NULL REFERENCES commande (id_commande) ON DELETE CASCADE,
  kind             text NOT NULL CHECK (kind IN ('refund', 'payout')),
  -- Minor units of currency (whole yen and won).
  amount           bigint NOT NULL CHECK (amount > 0),
  currency         char(3) NOT NULL,
  idempotency_key  text NOT NULL UNIQUE,
  provider         text NOT NULL,
  -- The provider's refund (re_…) or transfer (tr_…) once made.
  provider_id      text,
  -- The seller's payout account for a payout.
  destination      text,
  status           text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded')),
  created_at       timestamptz NOT NULL,
  settled_at       timestamptz,
  UNIQUE (id_commande, kind)
);

-- The sandbox's refunds and Connect transfers, as Stripe keeps them.
CREATE TABLE sandbox_refund (
  id               text PRIMARY KEY,
  idempotency_key  text NOT NULL UNIQUE,
  payment_intent   text NOT NULL REFERENCES sandbox_intent (id),
  amount           bigint NOT NULL CHECK (amount > 0),
  currency         char(3) NOT NULL,
  status           text NOT NULL DEFAULT 'succeeded',
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sandbox_refund_intent_idx ON sandbox_refund (payment_intent);

CREATE TABLE sandbox_transfer (
  id               text PRIMARY KEY,
  idempotency_key  text NOT NULL UNIQUE,
  destination      text NOT NULL,
  amount           bigint NOT NULL CHECK (amount > 0),
  currency         char(3) NOT NULL,
  transfer_group   text,
  created_at       timestamptz NOT NULL DEFAULT now()
);

-- Staff decide disputes. The demo staff account shares the demo password: on a database seeded
-- before this migration it is made here from the demo buyer's row; a new one is seeded.
INSERT INTO utilisateur (email, password_hash, role, status, pseudo_profile, nom_profile, prenom_profile,
                         sexe_profile, date_naiss_profile, id_pays, langue_application, created_at)
SELECT 'staff@vitrine.dev', u.password_hash, 'staff', 'Vitrine staff', 'VitrineStaff', 'Staff', 'Vitrine',
       u.sexe_profile, u.date_naiss_profile, u.id_pays, u.langue_application, u.created_at
  FROM utilisateur u
 WHERE lower(u.email) = 'acheteur@vitrine.dev'
   AND NOT EXISTS (SELECT 1 FROM utilisateur s WHERE lower(s.email) = 'staff@vitrine.dev');
