-- Listings staff have checked: a seller's new item is on sale at once but shows as authentic only
-- once staff verified it. Items already listed were checked when they were added.
ALTER TABLE produit ADD COLUMN verifie_le timestamptz;
ALTER TABLE produit ADD COLUMN verifie_par integer REFERENCES utilisateur (id_user) ON DELETE SET NULL;
-- A refused listing comes off sale; the reason is kept for the seller.
ALTER TABLE produit ADD COLUMN refuse_le timestamptz;
ALTER TABLE produit ADD COLUMN refus_motif text;
UPDATE produit SET verifie_le = created_at;
-- The staff queue: listings neither verified nor refused, oldest first.
CREATE INDEX produit_a_verifier_idx ON produit (created_at, id_produit)
  WHERE verifie_le IS NULL AND refuse_le IS NULL;

-- A buyer's review of the seller of an order that completed: one per order.
CREATE TABLE avis_vendeur (
  id_avis     serial PRIMARY KEY,
  id_commande integer NOT NULL UNIQUE REFERENCES commande (id_commande) ON DELETE CASCADE,
  id_vendeur  integer NOT NULL REFERENCES utilisateur (id_user) ON DELETE CASCADE,
  id_acheteur integer NOT NULL REFERENCES utilisateur (id_user) ON DELETE CASCADE,
  note        smallint NOT NULL CHECK (note BETWEEN 1 AND 5),
  commentaire text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX avis_vendeur_vendeur_idx ON avis_vendeur (id_vendeur, created_at DESC, id_avis DESC);
