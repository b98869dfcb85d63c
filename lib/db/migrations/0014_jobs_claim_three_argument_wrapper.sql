-- The three-argument vrp_claim_jobs (0010), kept for instances still on the release before 0013,
-- now claims through the four-argument one, so there is one claim query.
CREATE OR REPLACE FUNCTION vrp_claim_jobs(worker text, max_jobs integer, only_org text)
RETURNS TABLE (id text, type text, org_id text, payload jsonb, attempts integer, max_attempts integer)
LANGUAGE sql AS $$
  SELECT * FROM vrp_claim_jobs(worker, max_jobs, only_org, '{}'::text[]);
$$;
