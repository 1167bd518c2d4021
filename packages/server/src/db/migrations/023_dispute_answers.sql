-- A reported problem has two sides: the seller answers it once, in words and up to four photos
-- kept privately like the buyer's, before a deadline kept as a job like the order's others.
CREATE TABLE commande_reponse_litige (
  id_commande integer PRIMARY KEY REFERENCES commande (id_commande) ON DELETE CASCADE,
  id_vendeur  integer REFERENCES utilisateur (id_user) ON DELETE SET NULL,
  reponse     text NOT NULL,
  photos      text[] NOT NULL DEFAULT '{}',
  at          timestamptz NOT NULL
);

-- Disputes open before answers existed: their sellers get the full time to answer from now.
INSERT INTO commande_job (id_commande, kind, run_at)
SELECT id_commande, 'closeDisputeAnswer', now() + interval '48 hours'
  FROM commande WHERE etat = 'disputed'
ON CONFLICT (id_commande, kind) DO NOTHING;
