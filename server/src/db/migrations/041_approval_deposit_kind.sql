-- Issue 26: a deposit's approval that takes its customer's 24 hours of deposits above the owner's threshold is
-- requested of a second operator too (else one finance operator could credit money that never arrived, in amounts as
-- small as it takes), and the threshold counts a customer's 24 hours, not one item.
ALTER TABLE approval_requests DROP CONSTRAINT IF EXISTS approval_requests_kind_check;
ALTER TABLE approval_requests ADD CONSTRAINT approval_requests_kind_check
  CHECK (kind IN ('adjust', 'deposit', 'withdraw', 'channel', 'grant', 'threshold'));
