-- The claim can now leave out job types: a worker whose limit for a type (JobDefinition.maxConcurrent)
-- is reached claims the other types only, so a backlog of heavy jobs never fills its reserve with jobs
-- it may not start. The three-argument function stays for instances still on the previous release.
CREATE OR REPLACE FUNCTION vrp_claim_jobs(worker text, max_jobs integer, only_org text, except_types text[])
RETURNS TABLE (id text, type text, org_id text, payload jsonb, attempts integer, max_attempts integer)
LANGUAGE plpgsql SET enable_sort = off AS $$
BEGIN
  RETURN QUERY
  UPDATE jobs AS claimed
  SET status = 'running', locked_at = now(), locked_by = worker, attempts = claimed.attempts + 1, updated_at = now()
  WHERE claimed.id IN (
    SELECT runnable.id FROM jobs AS runnable
    WHERE runnable.status = 'queued' AND runnable.run_at <= now()
      AND (only_org IS NULL OR runnable.org_id = only_org)
      AND NOT (runnable.type = ANY(except_types))
    ORDER BY runnable.run_at, runnable.id
    LIMIT max_jobs
    FOR UPDATE SKIP LOCKED)
  RETURNING claimed.id, claimed.type, claimed.org_id, claimed.payload, claimed.attempts, claimed.max_attempts;
END;
$$;
