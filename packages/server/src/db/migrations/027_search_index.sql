-- Search that forgives: an index per product and language, names in every script and form, and
-- sold items last in every list (docs/search.md says why each piece is built this way).

CREATE EXTENSION IF NOT EXISTS unaccent;

-- The catalogue's vocabulary in every script and form, beside the names the interface shows:
-- a brand's spellings in other scripts (エルメス, Гермес), and a category's or a colour's word
-- forms in one language (красная, rossa, 赤) that its stemmer does not reach from the name.
CREATE TABLE marque_nom (
  id_marque integer NOT NULL REFERENCES marque (id_marque) ON DELETE CASCADE,
  nom       text NOT NULL,
  PRIMARY KEY (id_marque, nom)
);
CREATE TABLE categorie_nom (
  id_categorie integer NOT NULL REFERENCES categorie (id_categorie) ON DELETE CASCADE,
  langue       text NOT NULL CHECK (langue IN ('fr', 'en', 'it', 'jp', 'ru')),
  nom          text NOT NULL,
  PRIMARY KEY (id_categorie, langue, nom)
);
CREATE TABLE couleur_nom (
  id_couleur integer NOT NULL REFERENCES couleur (id_couleur) ON DELETE CASCADE,
  langue     text NOT NULL CHECK (langue IN ('fr', 'en', 'it', 'jp', 'ru')),
  nom        text NOT NULL,
  PRIMARY KEY (id_couleur, langue, nom)
);

-- Japanese has no spaces and no stemmer in PostgreSQL: its words are indexed as overlapping
-- pairs of characters, which a query's pairs then match as a phrase (レッド is レッ then ッド,
-- so it never matches ブレスレット). Runs of other scripts stay whole words, so 'hermes' and
-- 'Гермес' match as on the other languages. The text comes in lower case and unaccented, which
-- keeps voicing marks (unaccent leaves kana alone). queries/search.ts splits a query the same way.
CREATE FUNCTION recherche_bigrammes(texte text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT COALESCE(string_agg(CASE WHEN w.cjk AND length(w.mot) > 1 THEN substr(w.mot, i, 2) ELSE w.mot END,
                             ' ' ORDER BY w.n, i), '')
    FROM (SELECT s.mot, s.n, s.mot ~ '[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uff66-\uff9f]' AS cjk
            FROM regexp_split_to_table(texte, '[[:space:][:punct:]\u3000-\u3003\u3008-\u3011\u30fb\uff01-\uff0f\uff1a-\uff20]+')
                 WITH ORDINALITY AS s (mot, n)
           WHERE s.mot <> '') w
   CROSS JOIN LATERAL generate_series(1, CASE WHEN w.cjk AND length(w.mot) > 1 THEN length(w.mot) - 1 ELSE 1 END) AS i
$$;

-- One document per product and language: the brand (every spelling) and the categories (leaf,
-- mère, genre, with their forms) weigh most (A), then the colours and the model (B), then the
-- description (C), then material, season and collection (D). Texts are the language's: the
-- seller's translation, else the original. Each language's stemmer reads it (Japanese in pairs).
CREATE TABLE produit_recherche (
  id_produit integer NOT NULL REFERENCES produit (id_produit) ON DELETE CASCADE,
  langue     text NOT NULL CHECK (langue IN ('fr', 'en', 'it', 'jp', 'ru')),
  document   tsvector NOT NULL,
  PRIMARY KEY (id_produit, langue)
);
-- A search reads one language: an index per language holds only its documents, and the query
-- names the language as a constant so the planner picks it.
CREATE INDEX produit_recherche_fr_idx ON produit_recherche USING gin (document) WHERE langue = 'fr';
CREATE INDEX produit_recherche_en_idx ON produit_recherche USING gin (document) WHERE langue = 'en';
CREATE INDEX produit_recherche_it_idx ON produit_recherche USING gin (document) WHERE langue = 'it';
CREATE INDEX produit_recherche_jp_idx ON produit_recherche USING gin (document) WHERE langue = 'jp';
CREATE INDEX produit_recherche_ru_idx ON produit_recherche USING gin (document) WHERE langue = 'ru';

-- Rebuilds the documents of the products `ids` (every product when NULL). (No comments inside
-- the body: statementTables.ts reads it.)
CREATE FUNCTION produit_recherche_refaire(ids integer[]) RETURNS void LANGUAGE sql AS $$
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
              COALESCE(tr.modele, p.modele)
            ) AS couleurs_et_modele,
            COALESCE(tr.description, p.description, '') AS description,
            concat_ws(' ', COALESCE(tr.matiere, p.matiere), COALESCE(tr.saison, p.saison),
                      COALESCE(tr.collection, p.collection)) AS details
   ) t
   CROSS JOIN LATERAL (
     SELECT unaccent(lower(normalize(t.nom_et_categories, NFKC))) AS nom_et_categories,
            unaccent(lower(normalize(t.couleurs_et_modele, NFKC))) AS couleurs_et_modele,
            unaccent(lower(normalize(t.description, NFKC))) AS description,
            unaccent(lower(normalize(t.details, NFKC))) AS details
   ) x
   WHERE p.id_produit = ANY (COALESCE(ids, ARRAY(SELECT id_produit FROM produit)))
  ON CONFLICT (id_produit, langue) DO UPDATE SET document = EXCLUDED.document
$$;

-- Sold out: no size left for sale. A column of the product, so every list reads sold items last
-- straight off its index, newest first within each part.
ALTER TABLE produit ADD COLUMN epuise boolean NOT NULL DEFAULT false;

-- Sets `epuise` on the products `ids` (every product when NULL) where it changed.
CREATE FUNCTION produit_epuise_refaire(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE produit p SET epuise = NOT EXISTS (
           SELECT 1 FROM sous_produit s WHERE s.id_produit = p.id_produit AND s.etat = 'Disponible')
   WHERE p.id_produit = ANY (COALESCE(ids, ARRAY(SELECT id_produit FROM produit)))
     AND p.epuise IS DISTINCT FROM NOT EXISTS (
           SELECT 1 FROM sous_produit s WHERE s.id_produit = p.id_produit AND s.etat = 'Disponible')
$$;

-- Kept by the writer's transaction as the ready cards are (016_ready_products.sql): after a
-- statement on a product's own tables, the documents of the products it touched; a bulk load
-- (the seeder, `vitrine.ready_later`) rebuilds everything once at its end instead.
CREATE FUNCTION produit_recherche_suivre() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('vitrine.ready_later', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM produit_recherche_refaire(ARRAY(SELECT DISTINCT id_produit FROM touched));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM produit_recherche_refaire(ARRAY(SELECT DISTINCT id_produit FROM touched_before));
  ELSE
    PERFORM produit_recherche_refaire(ARRAY(
      SELECT id_produit FROM touched UNION SELECT id_produit FROM touched_before));
  END IF;
  RETURN NULL;
END
$$;

CREATE FUNCTION produit_epuise_suivre() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('vitrine.ready_later', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM produit_epuise_refaire(ARRAY(SELECT DISTINCT id_produit FROM touched));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM produit_epuise_refaire(ARRAY(SELECT DISTINCT id_produit FROM touched_before));
  ELSE
    PERFORM produit_epuise_refaire(ARRAY(
      SELECT id_produit FROM touched UNION SELECT id_produit FROM touched_before));
  END IF;
  RETURN NULL;
END
$$;

-- A new product, and a change to what a document holds (a sale changes a variant's state, not
-- its colour, and leaves the documents alone).
CREATE TRIGGER produit_recherche_insert AFTER INSERT ON produit REFERENCING NEW TABLE AS touched
  FOR EACH STATEMENT EXECUTE FUNCTION produit_recherche_suivre();
CREATE FUNCTION produit_recherche_suivre_ligne() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('vitrine.ready_later', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM produit_recherche_refaire(ARRAY[NEW.id_produit, OLD.id_produit]);
  RETURN NULL;
END
$$;
CREATE TRIGGER produit_recherche_update AFTER UPDATE ON produit FOR EACH ROW
  WHEN (OLD.modele IS DISTINCT FROM NEW.modele OR OLD.description IS DISTINCT FROM NEW.description
        OR OLD.saison IS DISTINCT FROM NEW.saison OR OLD.collection IS DISTINCT FROM NEW.collection
        OR OLD.matiere IS DISTINCT FROM NEW.matiere OR OLD.id_marque IS DISTINCT FROM NEW.id_marque
        OR OLD.id_categorie IS DISTINCT FROM NEW.id_categorie)
  EXECUTE FUNCTION produit_recherche_suivre_ligne();
CREATE TRIGGER produit_recherche_colour AFTER UPDATE ON sous_produit FOR EACH ROW
  WHEN (OLD.id_couleur IS DISTINCT FROM NEW.id_couleur OR OLD.id_produit IS DISTINCT FROM NEW.id_produit)
  EXECUTE FUNCTION produit_recherche_suivre_ligne();

DO $$
DECLARE
  source text;
BEGIN
  FOREACH source IN ARRAY ARRAY['produit_texte', 'sous_produit'] LOOP
    EXECUTE format('CREATE TRIGGER produit_recherche_insert AFTER INSERT ON %I REFERENCING NEW TABLE AS touched
                    FOR EACH STATEMENT EXECUTE FUNCTION produit_recherche_suivre()', source);
    EXECUTE format('CREATE TRIGGER produit_recherche_delete AFTER DELETE ON %I REFERENCING OLD TABLE AS touched_before
                    FOR EACH STATEMENT EXECUTE FUNCTION produit_recherche_suivre()', source);
  END LOOP;
END
$$;
CREATE TRIGGER produit_recherche_update AFTER UPDATE ON produit_texte
  REFERENCING OLD TABLE AS touched_before NEW TABLE AS touched
  FOR EACH STATEMENT EXECUTE FUNCTION produit_recherche_suivre();

CREATE TRIGGER produit_epuise_insert AFTER INSERT ON sous_produit REFERENCING NEW TABLE AS touched
  FOR EACH STATEMENT EXECUTE FUNCTION produit_epuise_suivre();
CREATE TRIGGER produit_epuise_update AFTER UPDATE ON sous_produit
  REFERENCING OLD TABLE AS touched_before NEW TABLE AS touched
  FOR EACH STATEMENT EXECUTE FUNCTION produit_epuise_suivre();
CREATE TRIGGER produit_epuise_delete AFTER DELETE ON sous_produit REFERENCING OLD TABLE AS touched_before
  FOR EACH STATEMENT EXECUTE FUNCTION produit_epuise_suivre();

-- A change to a brand's, a category's or a colour's names or forms: rebuild the products that
-- show it. These change rarely, one row at a time.
CREATE FUNCTION produit_recherche_suivre_vocabulaire() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('vitrine.ready_later', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME IN ('marque', 'marque_nom') THEN
    PERFORM produit_recherche_refaire(ARRAY(
      SELECT p.id_produit FROM produit p
       WHERE p.id_marque IN (COALESCE(NEW.id_marque, 0), COALESCE(OLD.id_marque, 0))));
  ELSIF TG_TABLE_NAME IN ('categorie', 'categorie_nom') THEN
    PERFORM produit_recherche_refaire(ARRAY(
      SELECT p.id_produit FROM produit p
       WHERE COALESCE(NEW.id_categorie, OLD.id_categorie) IN (p.id_categorie, p.id_mere, p.id_genre)));
  ELSE
    PERFORM produit_recherche_refaire(ARRAY(
      SELECT DISTINCT s.id_produit FROM sous_produit s
       WHERE s.id_couleur = COALESCE(NEW.id_couleur, OLD.id_couleur)));
  END IF;
  RETURN NULL;
END
$$;

DO $$
DECLARE
  reference text;
BEGIN
  FOREACH reference IN ARRAY ARRAY['marque', 'categorie', 'couleur'] LOOP
    EXECUTE format('CREATE TRIGGER produit_recherche_reference AFTER UPDATE ON %I FOR EACH ROW
                    WHEN (OLD IS DISTINCT FROM NEW) EXECUTE FUNCTION produit_recherche_suivre_vocabulaire()', reference);
  END LOOP;
  FOREACH reference IN ARRAY ARRAY['marque_nom', 'categorie_nom', 'couleur_nom'] LOOP
    EXECUTE format('CREATE TRIGGER produit_recherche_reference AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW
                    EXECUTE FUNCTION produit_recherche_suivre_vocabulaire()', reference);
  END LOOP;
END
$$;

-- Every list reads sold items last, newest (or best selling) first within each part, straight
-- off one index per filter column; these take over from the indexes without `epuise`.
CREATE INDEX produit_epuise_created_idx ON produit (epuise, created_at DESC, id_produit DESC);
CREATE INDEX produit_epuise_ventes_idx ON produit (epuise, ventes DESC, id_produit DESC);
CREATE INDEX produit_marque_epuise_idx ON produit (id_marque, epuise, created_at DESC, id_produit DESC);
CREATE INDEX produit_categorie_epuise_idx ON produit (id_categorie, epuise, created_at DESC, id_produit DESC);
CREATE INDEX produit_mere_epuise_idx ON produit (id_mere, epuise, created_at DESC, id_produit DESC);
CREATE INDEX produit_genre_epuise_idx ON produit (id_genre, epuise, created_at DESC, id_produit DESC);
CREATE INDEX produit_vendeur_epuise_idx ON produit (id_vendeur, epuise, created_at DESC, id_produit DESC);
DROP INDEX produit_marque_created_idx;
DROP INDEX produit_categorie_created_idx;
DROP INDEX produit_mere_created_idx;
DROP INDEX produit_genre_created_idx;

-- A database that already holds products gets their state and documents now.
SELECT produit_epuise_refaire(NULL);
SELECT produit_recherche_refaire(NULL);
