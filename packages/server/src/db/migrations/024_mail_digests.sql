-- E-mails of what others do, grouped so that no one can flood a user's mailbox.
--
-- Messages: one e-mail per conversation (receiver, sender, subject) per window. The first message
-- not yet told opens the conversation's window, due a while later (notifications/messageMails.ts);
-- the messages that arrive meanwhile join it. When it is due, one runner closes it (`done_at`) and
-- marks the conversation's messages still unread as told (`message.mailed`) in the transaction
-- that keeps the e-mail, so the e-mail is kept once, across restarts and processes.
CREATE TABLE message_mail (
  id          bigserial PRIMARY KEY,
  id_receiver integer NOT NULL REFERENCES utilisateur (id_user) ON DELETE CASCADE,
  id_sender   integer NOT NULL REFERENCES utilisateur (id_user) ON DELETE CASCADE,
  objet       text NOT NULL,
  due_at      timestamptz NOT NULL,
  done_at     timestamptz
);
-- One open window per conversation: a new message joins it rather than opening another.
CREATE UNIQUE INDEX message_mail_open_idx ON message_mail (id_receiver, id_sender, objet) WHERE done_at IS NULL;
CREATE INDEX message_mail_due_idx ON message_mail (due_at) WHERE done_at IS NULL;

-- Whether a message was considered for an e-mail. The messages stored before this migration
-- were each e-mailed already (true); new ones wait for their window (false).
ALTER TABLE message ADD COLUMN mailed boolean NOT NULL DEFAULT true;
ALTER TABLE message ALTER COLUMN mailed SET DEFAULT false;

-- Likes: one digest per seller per day, made when the seller's local digest hour has passed. The
-- row is the claim (its key taken once, whatever the number of runners), written in the
-- transaction that keeps the e-mail; it is written too when there was nothing to tell, so the
-- day is not looked at again.
CREATE TABLE like_digest (
  id_vendeur integer NOT NULL REFERENCES utilisateur (id_user) ON DELETE CASCADE,
  -- The end of the day told: the seller's digest hour, in their time zone.
  period_end timestamptz NOT NULL,
  -- How many people and items it told; 0 when nothing was e-mailed.
  people     integer NOT NULL,
  items      integer NOT NULL,
  done_at    timestamptz NOT NULL,
  PRIMARY KEY (id_vendeur, period_end)
);
-- The likes of the last days, read at each run to find the sellers with a digest to make.
CREATE INDEX wishlist_created_idx ON wishlist (created_at);
