-- Filtered product lists are read newest first a page at a time: with the filter's column
-- first and the list's order after it, a page of a brand or a leaf category is read straight
-- off the index, at any depth, instead of sorting every product of the brand. They take over
-- from the single-column indexes of 001, which they make redundant.
CREATE INDEX produit_marque_created_idx ON produit (id_marque, created_at DESC, id_produit DESC);
CREATE INDEX produit_categorie_created_idx ON produit (id_categorie, created_at DESC, id_produit DESC);
DROP INDEX produit_marque_idx;
DROP INDEX produit_categorie_idx;
