-- E-mails are kept here until an SMTP server has taken them (an outbox): one written in the
-- transaction of what it tells (an order's move) is lost with it or kept with it, and a server
-- that is down or refuses only delays it. A sender leases a row (`locked_until`) before it
-- sends, and marks it sent (`sent_at`) once the server took it.
CREATE TABLE mail_outbox (
  id            bigserial PRIMARY KEY,
  id_user       integer REFERENCES utilisateur (id_user) ON DELETE CASCADE,
  -- What the e-mail tells, for whom ('commande:12:paid:buyer'): the same news is kept once.
  dedupe_key    text UNIQUE,
  -- Which news it is (the setting that allowed it), for the headers and for tests.
  kind          text NOT NULL,
  to_address    text NOT NULL,
  subject       text NOT NULL,
  text_body     text NOT NULL,
  html_body     text NOT NULL,
  -- Extra headers as a JSON object of strings.
  headers       text NOT NULL DEFAULT '{}',
  created_at    timestamptz NOT NULL,
  -- When it may be sent (again): now at first, later after each failure.
  send_at       timestamptz NOT NULL,
  attempts      integer NOT NULL DEFAULT 0,
  locked_until  timestamptz,
  last_error    text,
  sent_at       timestamptz
);
CREATE INDEX mail_outbox_due_idx ON mail_outbox (send_at, id) WHERE sent_at IS NULL;
