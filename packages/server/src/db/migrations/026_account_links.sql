-- The links an e-mail carries to act on an account: a password reset, the confirmation of a new
-- e-mail address. Like sign-in tokens, only the SHA-256 of the secret is kept, so a leak of this
-- table opens no account. Each link works once (`used_at`) and until `expires_at`.
CREATE TABLE account_link (
  token_hash  text PRIMARY KEY,
  id_user     integer NOT NULL REFERENCES utilisateur (id_user) ON DELETE CASCADE,
  -- 'password_reset' or 'email_change'.
  purpose     text NOT NULL CHECK (purpose IN ('password_reset', 'email_change')),
  -- The address a change confirms; null for a reset.
  new_email   text,
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX account_link_user_idx ON account_link (id_user, purpose);
