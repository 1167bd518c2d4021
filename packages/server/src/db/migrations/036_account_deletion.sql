-- An account its owner deleted keeps its row, emptied: the other party's past orders, reviews and
-- messages point at it and stay theirs. `supprime_le` marks it; the same transaction overwrites
-- every personal field (db/queries/accountDeletion.ts): the e-mail and the pseudo become empty —
-- what no one can type, so no sign-in finds the row and every screen showing a pseudo shows the
-- contract's "deleted account" — and the birth date goes.
ALTER TABLE utilisateur ADD COLUMN supprime_le timestamptz;
ALTER TABLE utilisateur ALTER COLUMN date_naiss_profile DROP NOT NULL;

-- E-mails and pseudos stay unique among living accounts only: the emptied rows share ''. The
-- address a deleted account had is free for a new account at once.
DROP INDEX utilisateur_email_idx;
CREATE UNIQUE INDEX utilisateur_email_idx ON utilisateur (lower(email)) WHERE supprime_le IS NULL;
DROP INDEX utilisateur_pseudo_idx;
CREATE UNIQUE INDEX utilisateur_pseudo_idx ON utilisateur (lower(pseudo_profile)) WHERE supprime_le IS NULL;
