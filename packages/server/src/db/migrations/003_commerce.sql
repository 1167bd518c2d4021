-- Carts, delivery addresses, payments with item reservations, orders, messages, settings,
-- seller onboarding data and payout accounts, and the sandbox payment provider's records.

CREATE TABLE panier (
  id              serial PRIMARY KEY,
  id_user         integer NOT NULL REFERENCES utilisateur (id_user) ON DELETE CASCADE,
  id_produit      integer NOT NULL REFERENCES produit (id_produit) ON DELETE CASCADE,
  id_sous_produit integer NOT NULL REFERENCES sous_produit (id) ON DELETE CASCADE,
  created_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (id_user, id_sous_produit)
);
CREATE INDEX panier_user_idx ON panier (id_user, created_at);
CREATE INDEX panier_sous_produit_idx ON panier (id_sous_produit);

CREATE TABLE adresse_livraison (
  id_adresse_livraison serial PRIMARY KEY,
  id_user      integer NOT NULL REFERENCES utilisateur (id_user) ON DELETE CASCADE,
  prenom       text,
  nom          text NOT NULL,
  id_pays      integer NOT NULL REFERENCES pays (id_pays),
  adresse      text NOT NULL,
  complement   text NOT NULL,
  ville        text NOT NULL,
  region_etat  text NOT NULL,
  code_postal  text NOT NULL,
  telephone    text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX adresse_livraison_user_idx ON adresse_livraison (id_user, created_at DESC);

-- One payment intent per cart line. While it is pending it reserves its item (sous_produit) until
-- expires_at; the partial unique index makes a second live reservation of an item impossible.
CREATE TABLE payment_intent (
  id                   text PRIMARY KEY,
  client_secret        text NOT NULL,
  idempotency_key      text NOT NULL,
  provider             text NOT NULL,
  id_user              integer NOT NULL REFERENCES utilisateur (id_user),
  id_vendeur           integer NOT NULL REFERENCES utilisateur (id_user),
  id_produit           integer NOT NULL REFERENCES produit (id_produit),
  id_sous_produit      integer NOT NULL REFERENCES sous_produit (id),
  id_adresse_livraison integer NOT NULL REFERENCES adresse_livraison (id_adresse_livraison),
  -- What the buyer pays, in minor units of their currency.
  amount               integer NOT NULL CHECK (amount >= 0),
  currency             char(3) NOT NULL,
  -- The seller's price as the spec's prix_vendeur carries it, and its currency.
  amount_vendeur       bigint NOT NULL,
  currency_vendeur     char(3) NOT NULL,
  -- pending (reserving), succeeded (an order exists), canceled (released or expired).
  status               text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'canceled')),
  save_card            boolean NOT NULL DEFAULT false,
  expires_at           timestamptz NOT NULL,
  created_at           timestamptz NOT NULL DEFAULT now(),
  updated_at           timestamptz NOT NULL DEFAULT now(),
  UNIQUE (idempotency_key, id_sous_produit)
);
CREATE UNIQUE INDEX payment_intent_live_reservation_idx ON payment_intent (id_sous_produit)
  WHERE status IN ('pending', 'succeeded');
CREATE INDEX payment_intent_user_idx ON payment_intent (id_user, created_at DESC);
CREATE INDEX payment_intent_expiry_idx ON payment_intent (expires_at) WHERE status = 'pending';

-- An order exists for every succeeded payment, and for nothing else: one per intent.
CREATE TABLE commande (
  id_commande          serial PRIMARY KEY,
  id_user              integer NOT NULL REFERENCES utilisateur (id_user),
  id_vendeur           integer NOT NULL REFERENCES utilisateur (id_user),
  id_produit           integer NOT NULL REFERENCES produit (id_produit),
  id_sous_produit      integer NOT NULL UNIQUE REFERENCES sous_produit (id),
  id_payment_intent    text NOT NULL UNIQUE REFERENCES payment_intent (id),
  id_adresse_livraison integer NOT NULL REFERENCES adresse_livraison (id_adresse_livraison),
  -- The unit price in the seller's currency when bought.
  prix_unitaire        numeric(14, 2) NOT NULL,
  montant_paye         integer NOT NULL,
  devise_paye          char(3) NOT NULL,
  etat                 text NOT NULL DEFAULT 'En attente d’expédition',
  note                 text,
  suivi_livraison      text,
  lien_suivi           text,
  created_at           timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX commande_user_idx ON commande (id_user, created_at DESC);
CREATE INDEX commande_vendeur_idx ON commande (id_vendeur, created_at DESC);

CREATE TABLE message (
  id_message    serial PRIMARY KEY,
  id_sender     integer NOT NULL REFERENCES utilisateur (id_user) ON DELETE CASCADE,
  id_receiver   integer NOT NULL REFERENCES utilisateur (id_user) ON DELETE CASCADE,
  objet         text NOT NULL,
  corps_message text NOT NULL,
  lu            boolean NOT NULL DEFAULT false,
  date_envoi    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX message_sender_idx ON message (id_sender, date_envoi DESC);
CREATE INDEX message_receiver_idx ON message (id_receiver, date_envoi DESC);

-- Notification toggles and international preferences; a missing row means the defaults.
CREATE TABLE parametre_user (
  id_user        integer PRIMARY KEY REFERENCES utilisateur (id_user) ON DELETE CASCADE,
  vente          boolean NOT NULL DEFAULT true,
  message        boolean NOT NULL DEFAULT true,
  commentaire    boolean NOT NULL DEFAULT true,
  retour         boolean NOT NULL DEFAULT true,
  suivi_commande boolean NOT NULL DEFAULT true,
  love           boolean NOT NULL DEFAULT true,
  langue         text NOT NULL DEFAULT 'fr' REFERENCES langue (alpha2),
  pays           char(2)
);

-- Seller onboarding: the address of step 0 and the bank details of step 3.
CREATE TABLE adresse_vendeur (
  id_user      integer PRIMARY KEY REFERENCES utilisateur (id_user) ON DELETE CASCADE,
  id_pays      integer NOT NULL REFERENCES pays (id_pays),
  contact      text NOT NULL,
  ville        text NOT NULL,
  rue          text NOT NULL,
  code_postal  text NOT NULL,
  departement  text NOT NULL,
  nom_kana     text,
  prenom_kana  text,
  ssn_last_4   text,
  updated_at   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE coordonnees_bancaires (
  id_user          integer PRIMARY KEY REFERENCES utilisateur (id_user) ON DELETE CASCADE,
  type             text NOT NULL,
  country          char(2) NOT NULL,
  currency         char(3) NOT NULL,
  -- Only the last four characters are kept here; the full number goes to the payment provider.
  iban_last4       text NOT NULL,
  routing_number   text NOT NULL,
  account_holder   text,
  location_banque  text,
  updated_at       timestamptz NOT NULL DEFAULT now()
);

-- Identity documents: stored in the private part of the media folder, never served.
CREATE TABLE document_identite (
  id          serial PRIMARY KEY,
  id_user     integer NOT NULL REFERENCES utilisateur (id_user) ON DELETE CASCADE,
  champ       text NOT NULL,
  chemin      text NOT NULL,
  mime_type   text NOT NULL,
  taille      integer NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (id_user, champ)
);

-- A seller's payout account at the payment provider.
CREATE TABLE compte_paiement (
  id_user          integer PRIMARY KEY REFERENCES utilisateur (id_user) ON DELETE CASCADE,
  account_id       text NOT NULL UNIQUE,
  country          char(2) NOT NULL,
  payouts_enabled  boolean NOT NULL DEFAULT false,
  external_account text,
  external_last4   text,
  updated_at       timestamptz NOT NULL DEFAULT now()
);

-- Failed sign-ins, to slow down password guessing (429 after repeated failures).
CREATE TABLE login_attempt (
  id          serial PRIMARY KEY,
  cle         text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_attempt_key_idx ON login_attempt (cle, created_at DESC);

-- The sandbox payment provider's own records (what Stripe keeps on its side).
CREATE TABLE sandbox_token (
  id          text PRIMARY KEY,
  type        text NOT NULL CHECK (type IN ('card', 'bank_account', 'account')),
  -- The user an account or bank token was issued to, when one was signed in.
  id_user     integer REFERENCES utilisateur (id_user) ON DELETE CASCADE,
  card_number text,
  brand       text,
  last4       text,
  exp_month   integer,
  exp_year    integer,
  country     char(2),
  used        boolean NOT NULL DEFAULT false,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sandbox_customer (
  id_user        integer PRIMARY KEY REFERENCES utilisateur (id_user) ON DELETE CASCADE,
  customer_id    text NOT NULL UNIQUE,
  -- The saved card, reusable as a payment method.
  payment_method text,
  brand          text,
  last4          text,
  exp_month      integer,
  exp_year       integer
);

CREATE TABLE sandbox_file (
  id          text PRIMARY KEY,
  purpose     text NOT NULL,
  chemin      text NOT NULL,
  taille      integer NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- The sandbox's side of a payment intent: what the card network knows. The marketplace's
-- record is payment_intent; the two are reconciled after a crash.
CREATE TABLE sandbox_intent (
  id              text PRIMARY KEY,
  client_secret   text NOT NULL,
  idempotency_key text NOT NULL UNIQUE,
  customer_id     text NOT NULL,
  amount          integer NOT NULL,
  currency        char(3) NOT NULL,
  status          text NOT NULL DEFAULT 'requires_payment_method',
  payment_method  text,
  last_error      text,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);
