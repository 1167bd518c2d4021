-- The address book: a user's delivery addresses, one of them the default. An address an order or
-- a payment used is never changed nor deleted (the order shows it as it was): editing it adds the
-- new version and retires the old one; deleting it retires it. A retired address is out of the
-- book, kept for the orders that name it.
ALTER TABLE adresse_livraison ADD COLUMN par_defaut boolean NOT NULL DEFAULT false;
ALTER TABLE adresse_livraison ADD COLUMN retiree_at timestamptz;

-- Until now checkout saved a new row at every payment: the same address many times. The book
-- keeps the newest of each, the others retired; each user's newest address is their default.
UPDATE adresse_livraison a SET retiree_at = now()
 WHERE EXISTS (
   SELECT 1 FROM adresse_livraison b
    WHERE b.id_user = a.id_user
      AND (b.created_at, b.id_adresse_livraison) > (a.created_at, a.id_adresse_livraison)
      AND b.prenom IS NOT DISTINCT FROM a.prenom AND b.nom = a.nom AND b.id_pays = a.id_pays
      AND b.adresse = a.adresse AND b.complement = a.complement AND b.ville = a.ville
      AND b.region_etat = a.region_etat AND b.code_postal = a.code_postal AND b.telephone = a.telephone);
UPDATE adresse_livraison a SET par_defaut = true
 WHERE a.id_adresse_livraison = (
   SELECT b.id_adresse_livraison FROM adresse_livraison b
    WHERE b.id_user = a.id_user AND b.retiree_at IS NULL
    ORDER BY b.created_at DESC, b.id_adresse_livraison DESC LIMIT 1);

CREATE UNIQUE INDEX adresse_livraison_default_idx ON adresse_livraison (id_user)
  WHERE par_defaut AND retiree_at IS NULL;
CREATE INDEX adresse_livraison_book_idx ON adresse_livraison (id_user, created_at DESC)
  WHERE retiree_at IS NULL;
