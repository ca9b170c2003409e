-- Issue 25: the console's Messages page. Each operator's unread count is their own: a watermark per operator, the
-- newest message id they have read (messages only ever arrive with a larger id, so everything above it is unread).
-- A message's params (remote, version, figures) let the console say it in the operator's language; its title and
-- body stay the English words the command line prints, and what the console shows for a kind it does not know.
ALTER TABLE operator_messages ADD COLUMN params jsonb NOT NULL DEFAULT '{}'::jsonb;

CREATE TABLE operator_message_reads (
  operator_id integer PRIMARY KEY REFERENCES operators (id) ON DELETE CASCADE,
  last_read_id bigint NOT NULL DEFAULT 0,
  read_at timestamptz NOT NULL DEFAULT now()
);
