-- Password-reset links as Django makes them (product-api/reset-tokens.ts): nothing is stored per link; the token's
-- hash is bound to the user's password hash, last login and this counter, which recovery/ raises for every new
-- link so that a newer link ends the older ones (docs/decisions/0029-password-change-ends-sessions.md). The table of
-- stored random tokens goes.
ALTER TABLE users ADD COLUMN password_reset_generation integer NOT NULL DEFAULT 0;
DROP TABLE password_reset_tokens;
