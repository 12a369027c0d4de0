-- The people a staff page switched off ('Desativar', domains/staff/activation.ts), by matrícula. The product API
-- refuses their login with the same answer as a wrong password (simplejwt's 'No active account found'), so the
-- login reads this to tell them why (auth/inactive-users.ts). 'Reativar' deletes the row.
CREATE TABLE inactive_users (
  username text PRIMARY KEY,
  user_id bigint NOT NULL,
  since timestamptz NOT NULL
);
