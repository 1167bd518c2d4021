-- Offers: a buyer's price for an item, the seller's counter, the seller's price to everyone who
-- loves a listing (contract offers.ts). Each row is one proposal; a counter ends the proposal it
-- answers ('countered') and opens the next one of the same negotiation.
CREATE TABLE offre (
  id_offre        bigserial PRIMARY KEY,
  -- The first offer of the chain; a chain's proposals share it.
  id_negociation  bigint NOT NULL,
  id_produit      integer NOT NULL REFERENCES produit (id_produit) ON DELETE CASCADE,
  id_sous_produit integer NOT NULL REFERENCES sous_produit (id) ON DELETE CASCADE,
  -- The buyer, and the seller of the item.
  id_user         integer NOT NULL REFERENCES utilisateur (id_user) ON DELETE CASCADE,
  id_vendeur      integer NOT NULL REFERENCES utilisateur (id_user) ON DELETE CASCADE,
  par             text NOT NULL CHECK (par IN ('buyer', 'seller')),
  origine         text NOT NULL CHECK (origine IN ('buyer', 'likers')),
  -- The price as its author wrote it, in minor units of `devise`.
  montant         bigint NOT NULL CHECK (montant > 0),
  devise          char(3) NOT NULL,
  -- The same price in the seller's currency, at the rates of the moment it was made.
  montant_vendeur bigint NOT NULL CHECK (montant_vendeur > 0),
  devise_vendeur  char(3) NOT NULL,
  etat            text NOT NULL DEFAULT 'open'
                  CHECK (etat IN ('open', 'countered', 'accepted', 'declined', 'expired', 'paid', 'lapsed')),
  created_at      timestamptz NOT NULL,
  -- An open offer's deadline; an accepted one's hold. Each is a durable job of the job runner,
  -- claimed by the very UPDATE that moves the offer (offers/offerJobs.ts).
  expires_at      timestamptz NOT NULL,
  hold_until      timestamptz,
  decided_at      timestamptz
);
-- One negotiation at a time per buyer and item.
CREATE UNIQUE INDEX offre_live_idx ON offre (id_user, id_sous_produit) WHERE etat IN ('open', 'accepted');
-- One hold per item: two acceptances racing for it have one winner.
CREATE UNIQUE INDEX offre_hold_idx ON offre (id_sous_produit) WHERE etat = 'accepted';
CREATE INDEX offre_due_idx ON offre (expires_at) WHERE etat = 'open';
CREATE INDEX offre_hold_due_idx ON offre (hold_until) WHERE etat = 'accepted';
CREATE INDEX offre_buyer_idx ON offre (id_user, created_at DESC);
CREATE INDEX offre_seller_idx ON offre (id_vendeur, created_at DESC);

-- Every move of an offer, by whom and when: what a conversation shows, and the proof that an
-- expiry happened once.
CREATE TABLE offre_etape (
  id         bigserial PRIMARY KEY,
  id_offre   bigint NOT NULL REFERENCES offre (id_offre) ON DELETE CASCADE,
  etat       text NOT NULL,
  actor      text NOT NULL CHECK (actor IN ('buyer', 'seller', 'system')),
  at         timestamptz NOT NULL
);
CREATE INDEX offre_etape_offer_idx ON offre_etape (id_offre, at, id);

-- A seller's floor for a listing, in minor units of their currency: offers below it are declined
-- at once. Kept apart from produit so no listing query can show it to a buyer.
CREATE TABLE offre_plancher (
  id_produit integer PRIMARY KEY REFERENCES produit (id_produit) ON DELETE CASCADE,
  id_vendeur integer NOT NULL REFERENCES utilisateur (id_user) ON DELETE CASCADE,
  plancher   bigint NOT NULL CHECK (plancher > 0)
);

-- A checkout of an item held by the buyer's accepted offer is charged the offer's price: the
-- reservation names the offer, so the payment honours that price and the order pays out from it.
ALTER TABLE payment_intent ADD COLUMN id_offre bigint REFERENCES offre (id_offre);
