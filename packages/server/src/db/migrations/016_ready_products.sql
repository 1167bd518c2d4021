-- Product cards and product pages kept ready as JSON text, one row per product and language: a
-- list is then a walk down produit's index and one key lookup per card, and a product page one
-- lookup, with nothing joined, aggregated or mapped per request. Only what depends on the viewer
-- is left out: each text stops before its closing brace, and the read appends `is_liked`.
--
-- The database keeps the rows current itself: triggers on every table a card or page shows
-- rebuild the rows of the products a statement touched, in the same transaction, so a read
-- right after a write sees it whatever process or code path wrote. The statement analysis
-- (statementTables.ts) reads these functions' bodies to learn that such writes also write
-- produit_pret.

CREATE TABLE produit_pret (
  id_produit integer NOT NULL REFERENCES produit (id_produit) ON DELETE CASCADE,
  langue     text NOT NULL CHECK (langue IN ('fr', 'en', 'it', 'jp', 'ru')),
  -- The card as lists show it (the contract's Product) without `is_liked` and the closing brace.
  carte      text NOT NULL,
  -- The product page (the contract's ProductDetail), likewise.
  fiche      text NOT NULL,
  PRIMARY KEY (id_produit, langue)
);

-- Rebuilds the rows of the products `ids` (every product when NULL) in the five languages. A
-- language reads its texts from the seller's translation when there is one (else the original,
-- with the language it is written in) and the names of categories, countries and colours from
-- their columns for it: `uk` is English's, as the contract's CATEGORY_SUFFIX says.
--
-- It first locks the products' rows, in id order, as any writer of a product does: a sale that
-- changes a variant and staff verifying the product then queue on the product rather than each
-- holding what the other needs. The rows are then built from a snapshot taken after the lock.
-- In the body: the card shows its first variant's size system and colour; the page its variants
-- in size order (a withdrawn listing's all read as sold) and each colour once, in the order its
-- first variant comes. (No comments inside the body: statementTables.ts reads it.)
CREATE FUNCTION produit_pret_refaire(ids integer[]) RETURNS void LANGUAGE sql AS $$
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
      SELECT COALESCE('[' || string_agg(json_build_object('link_image', i.link_image)::text, ',' ORDER BY i.rang)
                      || ']', '[]')::json AS images,
             COALESCE((array_agg(i.link_image ORDER BY i.rang))[1], '') AS first_image
        FROM image_produit i
       WHERE i.id_produit = p.id_produit
   ) im
   CROSS JOIN LATERAL (
      SELECT p.id_produit, p.id_marque, ma.nom_marque, t.modele, t.langue_texte, t.pays, sp.alpha2,
             im.first_image AS link_image_pple, p.prix_unitaire, sp.taux_change, sp.code_monnaie,
             t.qte_produit, p.verifie_le IS NOT NULL AS verifie, f.id_categorie, f.slug AS categorie_slug,
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
                  f.slug AS categorie_slug, g.slug AS genre_slug, m.slug AS mere_slug,
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

-- After a statement on a product's own tables: rebuild the products it touched. A bulk load
-- (the seeder) sets `vitrine.ready_later` for its transaction and rebuilds everything once at
-- its end instead.
-- An update rebuilds the products its rows belonged to before and after it (a row moved from
-- one product to another changes both).
CREATE FUNCTION produit_pret_suivre() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('vitrine.ready_later', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM produit_pret_refaire(ARRAY(SELECT DISTINCT id_produit FROM touched));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM produit_pret_refaire(ARRAY(SELECT DISTINCT id_produit FROM touched_before));
  ELSE
    PERFORM produit_pret_refaire(ARRAY(
      SELECT id_produit FROM touched UNION SELECT id_produit FROM touched_before));
  END IF;
  RETURN NULL;
END
$$;

-- The same three triggers on each of the product's own tables: transition tables allow one event
-- per trigger. (A product itself is never deleted: its rows go with it by the foreign key.)
DO $$
DECLARE
  source text;
BEGIN
  FOREACH source IN ARRAY ARRAY['produit', 'produit_texte', 'image_produit', 'sous_produit'] LOOP
    EXECUTE format('CREATE TRIGGER produit_pret_insert AFTER INSERT ON %I REFERENCING NEW TABLE AS touched
                    FOR EACH STATEMENT EXECUTE FUNCTION produit_pret_suivre()', source);
    EXECUTE format('CREATE TRIGGER produit_pret_update AFTER UPDATE ON %I
                    REFERENCING OLD TABLE AS touched_before NEW TABLE AS touched
                    FOR EACH STATEMENT EXECUTE FUNCTION produit_pret_suivre()', source);
    IF source <> 'produit' THEN
      EXECUTE format('CREATE TRIGGER produit_pret_delete AFTER DELETE ON %I REFERENCING OLD TABLE AS touched_before
                      FOR EACH STATEMENT EXECUTE FUNCTION produit_pret_suivre()', source);
    END IF;
  END LOOP;
END
$$;

-- After a change to what cards and pages show of a seller, a country, a brand, a category (a
-- leaf's, its parent's and its grand-parent's names and slugs show on its products), a colour or
-- a size: rebuild the products that show it. These change rarely, one row at a time.
CREATE FUNCTION produit_pret_suivre_reference() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('vitrine.ready_later', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'utilisateur' THEN
    PERFORM produit_pret_refaire(ARRAY(SELECT p.id_produit FROM produit p WHERE p.id_vendeur = NEW.id_user));
  ELSIF TG_TABLE_NAME = 'pays' THEN
    PERFORM produit_pret_refaire(ARRAY(
      SELECT p.id_produit FROM produit p JOIN utilisateur u ON u.id_user = p.id_vendeur
       WHERE u.id_pays = NEW.id_pays OR p.id_pays_achat = NEW.id_pays));
  ELSIF TG_TABLE_NAME = 'marque' THEN
    PERFORM produit_pret_refaire(ARRAY(SELECT p.id_produit FROM produit p WHERE p.id_marque = NEW.id_marque));
  ELSIF TG_TABLE_NAME = 'categorie' THEN
    PERFORM produit_pret_refaire(ARRAY(
      SELECT p.id_produit FROM produit p
        JOIN categorie f ON f.id_categorie = p.id_categorie
        JOIN categorie m ON m.id_categorie = f.id_parent
       WHERE NEW.id_categorie IN (f.id_categorie, m.id_categorie, m.id_parent)));
  ELSIF TG_TABLE_NAME = 'couleur' THEN
    PERFORM produit_pret_refaire(ARRAY(
      SELECT DISTINCT s.id_produit FROM sous_produit s WHERE s.id_couleur = NEW.id_couleur));
  ELSE
    PERFORM produit_pret_refaire(ARRAY(
      SELECT DISTINCT s.id_produit FROM sous_produit s WHERE s.id_taille = NEW.id_taille));
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER produit_pret_seller AFTER UPDATE ON utilisateur FOR EACH ROW
  WHEN (OLD.pseudo_profile IS DISTINCT FROM NEW.pseudo_profile
        OR OLD.image_link_profile IS DISTINCT FROM NEW.image_link_profile
        OR OLD.id_pays IS DISTINCT FROM NEW.id_pays)
  EXECUTE FUNCTION produit_pret_suivre_reference();

DO $$
DECLARE
  reference text;
BEGIN
  FOREACH reference IN ARRAY ARRAY['pays', 'marque', 'categorie', 'couleur', 'taille'] LOOP
    EXECUTE format('CREATE TRIGGER produit_pret_reference AFTER UPDATE ON %I FOR EACH ROW
                    WHEN (OLD IS DISTINCT FROM NEW) EXECUTE FUNCTION produit_pret_suivre_reference()', reference);
  END LOOP;
END
$$;

SELECT produit_pret_refaire(NULL);
