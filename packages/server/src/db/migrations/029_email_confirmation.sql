-- The confirmation of the address an account signs up with. Sign-up writes false and mails a
-- link; using it (or any link mailed to the account's address: a reset, a new address's
-- confirmation) makes it true. Accounts made before sign-ups were confirmed, and those the
-- seed and the operators write, count as confirmed: only sign-up takes an address from a stranger.
ALTER TABLE utilisateur ADD COLUMN email_confirmed boolean NOT NULL DEFAULT true;

-- The sign-up's confirmation link joins the account's other links (same table, same rules).
ALTER TABLE account_link DROP CONSTRAINT account_link_purpose_check;
ALTER TABLE account_link ADD CONSTRAINT account_link_purpose_check
  CHECK (purpose IN ('password_reset', 'email_change', 'email_confirmation'));
