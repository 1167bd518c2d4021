-- Search reads a listing by its own words, whatever language or punctuation they come in.
--
-- A listing's model, as its seller wrote it, is a name (a house's bag is called the same in every
-- language): every language's document now holds it beside the model's translation, so a French
-- search finds the model of a listing written in Italian by the words the seller typed.
--
-- Punctuation and symbols separate words, on both sides, before PostgreSQL's parser reads them.
-- The parser alone read 'B.25', '28/B.25', 'œil-de-chat' or '<b>Sac</b>' as a version, a path,
-- a compound or a tag, and read them otherwise when a query held only part of them or split them
-- at its spaces: a model with punctuation was not found by its own text. The class is spelled out
-- rather than [[:space:][:punct:]], which PostgreSQL reads as ASCII only under the C locale (PGlite)
-- and as the locale's classes elsewhere; search/searchQuery.ts splits a query by the same class.
CREATE FUNCTION recherche_mots(texte text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT btrim(regexp_replace(texte, '[\u0009-\u000d\u0020-\u002f\u003a-\u0040\u005b-\u0060\u007b-\u007e\u00a0-\u00bf\u00d7\u00f7\u2000-\u206f\u2190-\u2bff\u3000-\u3003\u3008-\u3011\u30fb\uff01-\uff0f\uff1a-\uff20\uff3b-\uff40\uff5b-\uff65]+', ' ', 'g'))
$$;

CREATE OR REPLACE FUNCTION recherche_bigrammes(texte text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT COALESCE(string_agg(CASE WHEN w.cjk AND length(w.mot) > 1 THEN substr(w.mot, i, 2) ELSE w.mot END,
                             ' ' ORDER BY w.n, i), '')
    FROM (SELECT s.mot, s.n, s.mot ~ '[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uff66-\uff9f]' AS cjk
            FROM regexp_split_to_table(texte, '[\u0009-\u000d\u0020-\u002f\u003a-\u0040\u005b-\u0060\u007b-\u007e\u00a0-\u00bf\u00d7\u00f7\u2000-\u206f\u2190-\u2bff\u3000-\u3003\u3008-\u3011\u30fb\uff01-\uff0f\uff1a-\uff20\uff3b-\uff40\uff5b-\uff65]+')
                 WITH ORDINALITY AS s (mot, n)
           WHERE s.mot <> '') w
   CROSS JOIN LATERAL generate_series(1, CASE WHEN w.cjk AND length(w.mot) > 1 THEN length(w.mot) - 1 ELSE 1 END) AS i
$$;

CREATE OR REPLACE FUNCTION produit_recherche_refaire(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO produit_recherche (id_produit, langue, document)
  SELECT p.id_produit, l.langue,
         CASE WHEN l.langue = 'jp' THEN
              setweight(to_tsvector('simple', recherche_bigrammes(x.nom_et_categories)), 'A')
              || setweight(to_tsvector('simple', recherche_bigrammes(x.couleurs_et_modele)), 'B')
              || setweight(to_tsvector('simple', recherche_bigrammes(x.description)), 'C')
              || setweight(to_tsvector('simple', recherche_bigrammes(x.details)), 'D')
         ELSE
              setweight(to_tsvector(l.config::regconfig, x.nom_et_categories), 'A')
              || setweight(to_tsvector(l.config::regconfig, x.couleurs_et_modele), 'B')
              || setweight(to_tsvector(l.config::regconfig, x.description), 'C')
              || setweight(to_tsvector(l.config::regconfig, x.details), 'D')
         END
    FROM produit p
   CROSS JOIN (VALUES ('fr', 'french', 'fr'), ('en', 'english', 'uk'), ('it', 'italian', 'it'),
                      ('jp', 'simple', 'jp'), ('ru', 'russian', 'ru')) AS l (langue, config, suffixe)
    JOIN marque ma ON ma.id_marque = p.id_marque
    JOIN categorie f ON f.id_categorie = p.id_categorie
    JOIN categorie m ON m.id_categorie = f.id_parent
    JOIN categorie g ON g.id_categorie = m.id_parent
    LEFT JOIN produit_texte tr ON tr.id_produit = p.id_produit AND tr.langue = l.langue
   CROSS JOIN LATERAL (
     SELECT concat_ws(' ',
              ma.nom_marque,
              (SELECT string_agg(mn.nom, ' ') FROM marque_nom mn WHERE mn.id_marque = p.id_marque),
              (SELECT string_agg(CASE l.suffixe WHEN 'fr' THEN c.nom_fr WHEN 'uk' THEN c.nom_uk WHEN 'it' THEN c.nom_it
                                                WHEN 'jp' THEN c.nom_jp ELSE c.nom_ru END, ' ')
                 FROM categorie c WHERE c.id_categorie IN (f.id_categorie, m.id_categorie, g.id_categorie)),
              (SELECT string_agg(cn.nom, ' ') FROM categorie_nom cn
                WHERE cn.langue = l.langue AND cn.id_categorie IN (f.id_categorie, m.id_categorie, g.id_categorie))
            ) AS nom_et_categories,
            concat_ws(' ',
              (SELECT string_agg(CASE l.suffixe WHEN 'fr' THEN co.nom_couleur_fr WHEN 'uk' THEN co.nom_couleur_uk
                                                WHEN 'it' THEN co.nom_couleur_it WHEN 'jp' THEN co.nom_couleur_jp
                                                ELSE co.nom_couleur_ru END, ' ')
                 FROM couleur co WHERE co.id_couleur IN (SELECT s.id_couleur FROM sous_produit s WHERE s.id_produit = p.id_produit)),
              (SELECT string_agg(cn.nom, ' ') FROM couleur_nom cn
                WHERE cn.langue = l.langue
                  AND cn.id_couleur IN (SELECT s.id_couleur FROM sous_produit s WHERE s.id_produit = p.id_produit)),
              COALESCE(tr.modele, p.modele),
              CASE WHEN tr.modele IS NOT NULL THEN p.modele END
            ) AS couleurs_et_modele,
            COALESCE(tr.description, p.description, '') AS description,
            concat_ws(' ', COALESCE(tr.matiere, p.matiere), COALESCE(tr.saison, p.saison),
                      COALESCE(tr.collection, p.collection)) AS details
   ) t
   CROSS JOIN LATERAL (
     SELECT recherche_mots(unaccent(lower(normalize(t.nom_et_categories, NFKC)))) AS nom_et_categories,
            recherche_mots(unaccent(lower(normalize(t.couleurs_et_modele, NFKC)))) AS couleurs_et_modele,
            recherche_mots(unaccent(lower(normalize(t.description, NFKC)))) AS description,
            recherche_mots(unaccent(lower(normalize(t.details, NFKC)))) AS details
   ) x
   WHERE p.id_produit = ANY (COALESCE(ids, ARRAY(SELECT id_produit FROM produit)))
  ON CONFLICT (id_produit, langue) DO UPDATE SET document = EXCLUDED.document
$$;

SELECT produit_recherche_refaire(NULL);
