-- Tokens issued under the old fixed 60-day lifetime take the sliding limits' defaults (decision
-- 047): a manager token ends 12 hours from now unless it is used, and 7 days after it was issued
-- at the latest; a user token 30 days from now unless used. Later uses slide them as usual.
UPDATE sessions
  SET expires_at = LEAST(expires_at, created_at + interval '7 days', now() + interval '12 hours')
  WHERE kind = 'manager' AND revoked_at IS NULL;
--> statement-breakpoint
UPDATE sessions
  SET expires_at = LEAST(expires_at, created_at + interval '90 days', now() + interval '30 days')
  WHERE kind = 'user' AND revoked_at IS NULL;
