-- Sign-in sessions and favourites.

-- Opaque bearer tokens, stored as their SHA-256 so a database leak gives no usable token.
CREATE TABLE session_token (
  token_hash text PRIMARY KEY,
  id_user    integer NOT NULL REFERENCES utilisateur (id_user) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX session_token_user_idx ON session_token (id_user);

CREATE TABLE wishlist (
  id_user    integer NOT NULL REFERENCES utilisateur (id_user) ON DELETE CASCADE,
  id_produit integer NOT NULL REFERENCES produit (id_produit) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (id_user, id_produit)
);
CREATE INDEX wishlist_user_created_idx ON wishlist (id_user, created_at DESC);
