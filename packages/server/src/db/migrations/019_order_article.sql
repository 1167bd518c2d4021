-- An order keeps what was sold: the listing as it stood at payment (its ready card in the five
-- languages, every photo's media key, its condition, the item's size and colour). Orders read
-- it rather than the live listing, which its seller may change afterwards. Orders made before
-- this migration take the listing as it is now: the nearest to what was bought that is known.
-- The expression is queries/orderArticle.ts's, which insertOrder uses for every new order.
ALTER TABLE commande ADD COLUMN article jsonb;

UPDATE commande c SET article = (
  SELECT jsonb_build_object(
           'cartes', (SELECT jsonb_object_agg(r.langue, (r.carte || '}')::jsonb)
                        FROM produit_pret r WHERE r.id_produit = p.id_produit),
           'photos', (SELECT COALESCE(jsonb_agg(i.link_image ORDER BY i.rang), '[]'::jsonb)
                        FROM image_produit i WHERE i.id_produit = p.id_produit),
           'etat_produit', p.etat_produit,
           'unity', sp.unity,
           'valeur_taille', t.valeur_taille, 'code_hexa', co.code_hexa,
           'nom_couleur', co.nom_couleur_fr, 'nom_couleur_en', co.nom_couleur_uk,
           'nom_couleur_it', co.nom_couleur_it, 'nom_couleur_jp', co.nom_couleur_jp,
           'nom_couleur_ru', co.nom_couleur_ru)
    FROM produit p
    JOIN utilisateur u ON u.id_user = p.id_vendeur
    JOIN pays sp ON sp.id_pays = u.id_pays
    JOIN sous_produit s ON s.id = c.id_sous_produit AND s.id_produit = p.id_produit
    JOIN taille t ON t.id_taille = s.id_taille
    JOIN couleur co ON co.id_couleur = s.id_couleur
   WHERE p.id_produit = c.id_produit);

ALTER TABLE commande ALTER COLUMN article SET NOT NULL;

-- A listing with an order keeps its texts and photos: the check is one probe of this index.
CREATE INDEX commande_produit_idx ON commande (id_produit);

-- The verification the listing stood under when the checkout reserved its item (its verifie_le
-- then): a payment completes only what the listing still honours, and a listing changed since
-- does not, whether it still awaits staff (sent back to verification, verifie_le empty) or staff
-- already verified it again as it now reads (a later verifie_le). Reservations made before this
-- migration are not held to it (NULL).
ALTER TABLE payment_intent ADD COLUMN annonce_verifiee_le timestamptz;
