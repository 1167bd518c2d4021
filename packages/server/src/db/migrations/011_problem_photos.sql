-- The buyer's photos of a reported problem, kept with the step that reported it.
ALTER TABLE commande_etape ADD COLUMN photos text[] NOT NULL DEFAULT '{}';
