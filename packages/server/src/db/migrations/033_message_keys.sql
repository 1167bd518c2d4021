-- A message sent again with the key of its first sending (its answer was lost on the way back, and
-- the client or the balancer asked again) is stored once: the key is kept with the message, unique
-- per sender. Messages sent without a key (the spec's clients) keep none.
ALTER TABLE message ADD COLUMN idempotency_key text;
CREATE UNIQUE INDEX message_sender_key_idx ON message (id_sender, idempotency_key)
  WHERE idempotency_key IS NOT NULL;
