-- Issue 26: two people for large moves (maker–checker). An operator's balance adjustment, a withdrawal above the
-- owner's threshold, a deposit channel change, a grant of the owner or finance role and a raise of that threshold
-- (lowering it needs no one) are asked for here and
-- carried out only when a second operator approves: in the transaction that moves the row out of 'pending', so two
-- approvers at once (on two instances) carry it out once. `payload` is the action's own request body (checked with
-- its contract schema when asked, and carried out from it); `subject` names what it acts on while it is pending
-- (one pending request per withdrawal, channel or operator), `result` what the action answered or why it failed.
CREATE TABLE approval_requests (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('adjust', 'withdraw', 'channel', 'grant', 'threshold')),
  payload jsonb NOT NULL,
  subject text,
  requested_by text NOT NULL,
  requested_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected', 'expired', 'failed')),
  decided_by text,
  decided_at timestamptz,
  reason text NOT NULL DEFAULT '',
  result jsonb,
  CHECK ((status = 'pending') = (decided_at IS NULL))
);
CREATE UNIQUE INDEX approval_requests_pending_subject ON approval_requests (subject) WHERE status = 'pending' AND subject IS NOT NULL;
-- The console's list (pending first, newest first) and its header count, and the sweep of expired ones.
CREATE INDEX approval_requests_pending ON approval_requests (expires_at) WHERE status = 'pending';
CREATE INDEX approval_requests_recent ON approval_requests (requested_at DESC, id DESC);

-- The owner's threshold above which a withdrawal's approval needs a second operator (cents; 10,000.00 at first).
CREATE TABLE approval_settings (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  withdraw_threshold_cents bigint NOT NULL CHECK (withdraw_threshold_cents >= 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO approval_settings (withdraw_threshold_cents) VALUES (1000000);
