-- Two things a page shows in the shopper's terms.
--
-- A category's URL-safe name in each interface language (`slugs`, keyed by the language code:
-- {"fr": "sacs-a-main", "it": "borse-a-mano", …}), written by the server from the category's
-- names with the contract's categorySlug, never computed here: the site, its server render and
-- the sitemap must write the same address. Unset, a page falls back to the French `slug`.
ALTER TABLE categorie ADD COLUMN slugs jsonb;

-- A photo may show one colour of the item: the product page shows the chosen colour's photos
-- first, and the cart and orders show the photo of the colour bought. NULL: the photo is of
-- every colour (or the item has one).
ALTER TABLE image_produit ADD COLUMN id_couleur integer REFERENCES couleur (id_couleur);

-- The ready cards and pages as in 016, with the category's slug in the card's language and each
-- photo's colour in the page's image_web. (No comments inside the body: statementTables.ts reads it.)
CREATE OR REPLACE FUNCTION produit_pret_refaire(ids integer[]) RETURNS void LANGUAGE sql AS $$
  SELECT 1 FROM produit WHERE id_produit = ANY (COALESCE(ids, ARRAY(SELECT id_produit FROM produit)))
   ORDER BY id_produit FOR NO KEY UPDATE;
  INSERT INTO produit_pret (id_produit, langue, carte, fiche)
  SELECT p.id_produit, l.langue, left(to_json(card)::text, -1), left(to_json(page)::text, -1)
    FROM produit p
   CROSS JOIN (VALUES ('fr', 'fr'), ('en', 'uk'), ('it', 'it'), ('jp', 'jp'), ('ru', 'ru')) AS l (langue, suffixe)
    JOIN marque ma ON ma.id_marque = p.id_marque
    JOIN categorie f ON f.id_categorie = p.id_categorie
    JOIN categorie m ON m.id_categorie = f.id_parent
    JOIN categorie g ON g.id_categorie = m.id_parent
    JOIN utilisateur u ON u.id_user = p.id_vendeur
    JOIN pays sp ON sp.id_pays = u.id_pays
    LEFT JOIN pays pa ON pa.id_pays = p.id_pays_achat
    LEFT JOIN produit_texte tr ON tr.id_produit = p.id_produit AND tr.langue = l.langue
   CROSS JOIN LATERAL (
     SELECT COALESCE(tr.modele, p.modele) AS modele,
            COALESCE(tr.description, p.description) AS description,
            COALESCE(tr.saison, p.saison) AS saison,
            COALESCE(tr.collection, p.collection) AS collection,
            COALESCE(tr.matiere, p.matiere) AS matiere,
            COALESCE(tr.langue, p.langue) AS langue_texte,
            CASE l.suffixe WHEN 'fr' THEN sp.nom_fr_fr WHEN 'uk' THEN sp.nom_en_gb WHEN 'it' THEN sp.nom_it
                           WHEN 'jp' THEN sp.nom_jp ELSE sp.nom_ru END AS pays,
            CASE l.suffixe WHEN 'fr' THEN f.nom_fr WHEN 'uk' THEN f.nom_uk WHEN 'it' THEN f.nom_it
                           WHEN 'jp' THEN f.nom_jp ELSE f.nom_ru END AS categorie,
            CASE WHEN p.retire_le IS NULL
                 THEN (SELECT count(*) FROM sous_produit s WHERE s.id_produit = p.id_produit AND s.etat = 'Disponible')
                 ELSE 0 END::int AS qte_produit
   ) t
    LEFT JOIN LATERAL (
      SELECT t1.pays_taille, co.code_hexa,
             CASE l.suffixe WHEN 'fr' THEN co.nom_couleur_fr WHEN 'uk' THEN co.nom_couleur_uk
                            WHEN 'it' THEN co.nom_couleur_it WHEN 'jp' THEN co.nom_couleur_jp
                            ELSE co.nom_couleur_ru END AS nom_couleur
        FROM sous_produit s
        JOIN taille t1 ON t1.id_taille = s.id_taille
        JOIN couleur co ON co.id_couleur = s.id_couleur
       WHERE s.id_produit = p.id_produit
       ORDER BY s.id
       LIMIT 1
    ) v ON true
   CROSS JOIN LATERAL (
      SELECT COALESCE('[' || string_agg(to_json(variant)::text, ',' ORDER BY t2.rang, variant.id) || ']', '[]')::json
               AS variants
        FROM sous_produit s
        JOIN taille t2 ON t2.id_taille = s.id_taille
        JOIN couleur co ON co.id_couleur = s.id_couleur
       CROSS JOIN LATERAL (
          SELECT s.id, s.id_taille, t2.valeur_taille, s.id_couleur,
                 CASE l.suffixe WHEN 'fr' THEN co.nom_couleur_fr WHEN 'uk' THEN co.nom_couleur_uk
                                WHEN 'it' THEN co.nom_couleur_it WHEN 'jp' THEN co.nom_couleur_jp
                                ELSE co.nom_couleur_ru END AS nom_couleur,
                 co.code_hexa, CASE WHEN p.retire_le IS NULL THEN s.etat ELSE 'Vendu' END AS etat,
                 t2.pays_taille, t2.taille_fr AS "taille_Fr", t2.taille_eu AS "taille_Eu",
                 t2.taille_st AS "taille_St", t2.taille_us AS "taille_Us", t2.taille_it AS "taille_It",
                 t2.taille_uk AS "taille_Uk", t2.taille_ge AS "taille_Ge", t2.taille_kr AS "taille_Kr",
                 t2.taille_jp AS "taille_Jp", t2.taille_ch AS "taille_Ch", t2.taille_vo AS "taille_Vo"
        ) variant
       WHERE s.id_produit = p.id_produit
   ) vs
   CROSS JOIN LATERAL (
      SELECT COALESCE('[' || string_agg(json_build_object('id_coul', c.id_couleur, 'code_hexa', c.code_hexa,
                                                          'nom_couleur', c.nom_couleur)::text,
                                        ',' ORDER BY c.rang, c.id) || ']', '[]')::json AS colours
        FROM (
          SELECT DISTINCT ON (s.id_couleur) s.id_couleur, s.id, t3.rang, co.code_hexa,
                 CASE l.suffixe WHEN 'fr' THEN co.nom_couleur_fr WHEN 'uk' THEN co.nom_couleur_uk
                                WHEN 'it' THEN co.nom_couleur_it WHEN 'jp' THEN co.nom_couleur_jp
                                ELSE co.nom_couleur_ru END AS nom_couleur
            FROM sous_produit s
            JOIN taille t3 ON t3.id_taille = s.id_taille
            JOIN couleur co ON co.id_couleur = s.id_couleur
           WHERE s.id_produit = p.id_produit
           ORDER BY s.id_couleur, t3.rang, s.id
        ) c
   ) dc
   CROSS JOIN LATERAL (
      SELECT COALESCE('[' || string_agg(json_build_object('link_image', i.link_image, 'id_couleur', i.id_couleur)::text, ',' ORDER BY i.rang)
                      || ']', '[]')::json AS images,
             COALESCE((array_agg(i.link_image ORDER BY i.rang))[1], '') AS first_image
        FROM image_produit i
       WHERE i.id_produit = p.id_produit
   ) im
   CROSS JOIN LATERAL (
      SELECT p.id_produit, p.id_marque, ma.nom_marque, t.modele, t.langue_texte, t.pays, sp.alpha2,
             im.first_image AS link_image_pple, p.prix_unitaire, sp.taux_change, sp.code_monnaie,
             t.qte_produit, p.verifie_le IS NOT NULL AS verifie, f.id_categorie, COALESCE(f.slugs ->> l.langue, f.slug) AS categorie_slug,
             t.categorie AS nom_cat_enfant, t.categorie AS produit_nom,
             f.nom_fr AS nom_cat_enfant_fr, f.nom_uk AS nom_cat_enfant_uk, f.nom_it AS nom_cat_enfant_it,
             f.nom_jp AS nom_cat_enfant_jp, f.nom_ru AS nom_cat_enfant_ru,
             u.id_user, u.pseudo_profile, u.image_link_profile,
             t.description, t.saison, t.collection, p.code_produit, p.largeur, p.longueur, p.talon, t.matiere,
             v.pays_taille, v.code_hexa, v.nom_couleur
   ) card
   CROSS JOIN LATERAL (
      SELECT
        (SELECT to_json(d) FROM (
           SELECT p.id_produit, p.id_marque, ma.nom_marque AS marque, t.modele,
                  m.nom_fr AS categorie_fr, m.nom_uk AS categorie_uk, m.nom_it AS categorie_it,
                  m.nom_jp AS categorie_jp, m.nom_ru AS categorie_ru,
                  f.nom_fr AS categorie_enfant_fr, f.nom_uk AS categorie_enfant_uk, f.nom_it AS categorie_enfant_it,
                  f.nom_jp AS categorie_enfant_jp, f.nom_ru AS categorie_enfant_ru,
                  COALESCE(f.slugs ->> l.langue, f.slug) AS categorie_slug, g.slug AS genre_slug, m.slug AS mere_slug,
                  t.description, t.saison, t.collection, p.code_produit, p.code_produit_vendeur,
                  p.etat_produit, t.langue_texte, p.largeur, p.longueur, p.talon
         ) d) AS description,
        json_build_object('image_web', im.images, 'sous_produit', vs.variants, 'matiere', t.matiere) AS details,
        dc.colours AS distinct_couleur,
        json_build_object('prix', p.prix_unitaire) AS prix,
        json_build_object('id_user', u.id_user, 'pseudo_profile', u.pseudo_profile,
                          'image_link_profile', u.image_link_profile, 'pays_fr', sp.nom_fr_fr,
                          'alpha2', sp.alpha2, 'taux_change', sp.taux_change,
                          'code_monnaie', sp.code_monnaie) AS vendeur,
        json_build_object(
          'pays_achat', CASE WHEN pa.id_pays IS NULL THEN NULL
                             ELSE json_build_object('alpha2', pa.alpha2, 'pays_fr', pa.nom_fr_fr,
                                                    'pays_en', pa.nom_en_gb) END,
          'pays_expedition', json_build_object('alpha2', sp.alpha2, 'pays_fr', sp.nom_fr_fr,
                                               'pays_en', sp.nom_en_gb)) AS livraison,
        p.duree_expedition_debut, p.duree_expedition_fin, p.livree_sous_debut, p.livree_sous_fin,
        p.verifie_le IS NOT NULL AS verifie, t.qte_produit, p.retire_le IS NOT NULL AS retire
   ) page
   WHERE p.id_produit = ANY (COALESCE(ids, ARRAY(SELECT id_produit FROM produit)))
  ON CONFLICT (id_produit, langue) DO UPDATE SET carte = EXCLUDED.carte, fiche = EXCLUDED.fiche
$$;

SELECT produit_pret_refaire(NULL);
