-- A preview link now names the one browser (client id) it is for in its signed payload (issue 17, review item 1):
-- no browser claims a link by opening it first, so the claims are not kept any more.
DROP TABLE IF EXISTS release_preview_claims;
