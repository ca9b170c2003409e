-- Operator roles (issue 19): what each operator may do in the back office. Every operator so far could do
-- everything, so each becomes an owner; one added from now on has only the roles it is given.
ALTER TABLE operators ADD COLUMN roles text[] NOT NULL DEFAULT ARRAY['owner'];
ALTER TABLE operators ALTER COLUMN roles SET DEFAULT ARRAY[]::text[];
ALTER TABLE operators ADD CONSTRAINT operators_roles_known CHECK (roles <@ ARRAY['owner', 'finance', 'catalogue', 'content', 'games']);
