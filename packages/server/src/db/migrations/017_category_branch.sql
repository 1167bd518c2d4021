-- A product also records the branch of its leaf category: its mère and its genre. A list of a
-- genre or a mère is then read newest first straight off one index, a page at a time, like a
-- leaf's or a brand's, instead of merging the pages of every leaf below it and sorting them;
-- its cost no longer grows with the catalogue.
ALTER TABLE produit ADD COLUMN id_mere integer REFERENCES categorie (id_categorie);
ALTER TABLE produit ADD COLUMN id_genre integer REFERENCES categorie (id_categorie);

-- Set from the leaf on every insert and on every change of category, whoever writes.
CREATE FUNCTION produit_branche() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.id_mere := (SELECT f.id_parent FROM categorie f WHERE f.id_categorie = NEW.id_categorie);
  NEW.id_genre := (SELECT m.id_parent FROM categorie m WHERE m.id_categorie = NEW.id_mere);
  RETURN NEW;
END
$$;
CREATE TRIGGER produit_branche BEFORE INSERT OR UPDATE OF id_categorie ON produit
  FOR EACH ROW EXECUTE FUNCTION produit_branche();

UPDATE produit p SET id_mere = f.id_parent, id_genre = m.id_parent
  FROM categorie f JOIN categorie m ON m.id_categorie = f.id_parent
 WHERE f.id_categorie = p.id_categorie;

CREATE INDEX produit_mere_created_idx ON produit (id_mere, created_at DESC, id_produit DESC);
CREATE INDEX produit_genre_created_idx ON produit (id_genre, created_at DESC, id_produit DESC);
