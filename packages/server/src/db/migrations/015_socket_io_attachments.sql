-- Live events between server processes sharing one PostgreSQL travel by NOTIFY; those over
-- NOTIFY's 8,000 bytes, or holding binary data, are parked here by @socket.io/postgres-adapter,
-- which also deletes them once read.
CREATE TABLE IF NOT EXISTS socket_io_attachments (
  id         bigserial UNIQUE,
  created_at timestamptz DEFAULT now(),
  payload    bytea
);
