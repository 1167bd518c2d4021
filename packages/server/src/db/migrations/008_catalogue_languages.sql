-- Catalogue text in the shopper's language. A product records the application language its
-- seller wrote it in; its texts in other languages live in produit_texte, one row per language,
-- so a list in language L reads them with one LEFT JOIN on (product, L) through the key.
-- Condition becomes a closed code the interface names in each language.

ALTER TABLE produit ADD COLUMN langue text NOT NULL DEFAULT 'fr'
  CHECK (langue IN ('fr', 'en', 'it', 'jp', 'ru'));

ALTER TABLE produit ADD CONSTRAINT produit_etat_code CHECK (etat_produit IN ('neuf', 'occasion'));

CREATE TABLE produit_texte (
  id_produit  integer NOT NULL REFERENCES produit (id_produit) ON DELETE CASCADE,
  langue      text NOT NULL CHECK (langue IN ('fr', 'en', 'it', 'jp', 'ru')),
  modele      text NOT NULL,
  description text,
  saison      text,
  collection  text,
  matiere     text,
  PRIMARY KEY (id_produit, langue)
);
