-- Saved searches and alerts (contract savedSearches.ts): a shopper's search kept with its filters;
-- a listing staff verify that matches it, and a lower price on an item they love, become alerts,
-- told live and in a daily e-mail digest.
CREATE TABLE recherche_sauvee (
  id_recherche bigserial PRIMARY KEY,
  id_user      integer NOT NULL REFERENCES utilisateur (id_user) ON DELETE CASCADE,
  q            text,
  genre        text,
  mere         text,
  fils         text,
  -- Bounds of the price as the country `pays` shows it, in its currency.
  prix_min     numeric,
  prix_max     numeric,
  etat         text CHECK (etat IN ('neuf', 'occasion')),
  id_marque    integer,
  id_couleur   integer,
  id_taille    integer,
  pays         char(2) NOT NULL,
  -- The language the text is read in.
  langue       text NOT NULL,
  created_at   timestamptz NOT NULL
);
CREATE INDEX recherche_sauvee_user_idx ON recherche_sauvee (id_user, id_recherche DESC);

-- The price each listing was last verified at: a verification at a lower one is a price drop
-- for those who love it. A listing verified before this migration starts at its price then.
CREATE TABLE prix_verifie (
  id_produit    integer PRIMARY KEY REFERENCES produit (id_produit) ON DELETE CASCADE,
  prix_unitaire numeric NOT NULL
);
INSERT INTO prix_verifie (id_produit, prix_unitaire)
SELECT id_produit, prix_unitaire FROM produit WHERE verifie_le IS NOT NULL;

-- One alert per user and fact, written in the transaction of the verification that made it.
CREATE TABLE alerte (
  id_alerte    bigserial PRIMARY KEY,
  id_user      integer NOT NULL REFERENCES utilisateur (id_user) ON DELETE CASCADE,
  genre        text NOT NULL CHECK (genre IN ('nouveaute', 'baisse')),
  id_produit   integer NOT NULL REFERENCES produit (id_produit) ON DELETE CASCADE,
  -- The saved search a new listing matched (its first, when several did).
  id_recherche bigint REFERENCES recherche_sauvee (id_recherche) ON DELETE SET NULL,
  -- Prices in the seller's currency: now, and before a drop.
  prix         numeric NOT NULL,
  prix_avant   numeric,
  devise       char(3) NOT NULL,
  created_at   timestamptz NOT NULL
);
-- A listing is new to a user once, whatever the searches it matches.
CREATE UNIQUE INDEX alerte_nouveaute_idx ON alerte (id_user, id_produit) WHERE genre = 'nouveaute';
CREATE INDEX alerte_user_idx ON alerte (id_user, created_at DESC);
CREATE INDEX alerte_created_idx ON alerte (created_at);

-- One alerts digest per user per day, at their local digest hour (notifications/digestDay.ts).
-- The row is the claim, inserted by the transaction that keeps the e-mail (its key taken once,
-- whatever the number of runners), and written too when nothing was told.
CREATE TABLE alerte_digest (
  id_user    integer NOT NULL REFERENCES utilisateur (id_user) ON DELETE CASCADE,
  period_end timestamptz NOT NULL,
  alertes    integer NOT NULL,
  done_at    timestamptz NOT NULL,
  PRIMARY KEY (id_user, period_end)
);

-- The alerts toggle, on by default as the others are.
ALTER TABLE parametre_user ADD COLUMN alertes boolean NOT NULL DEFAULT true;
