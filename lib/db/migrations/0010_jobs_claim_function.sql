-- The worker's claim, as a function so that its SET applies while the statement is planned: the
-- planner then walks jobs_claim_order_idx in claim order and stops at the limit. Left to itself,
-- with statistics taken while the queue was short, it fetches and sorts every runnable job on each
-- claim, so a backlog of N jobs cost O(N) per claim. PL/pgSQL also keeps the plan per session.
CREATE OR REPLACE FUNCTION vrp_claim_jobs(worker text, max_jobs integer, only_org text)
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
    ORDER BY runnable.run_at, runnable.id
    LIMIT max_jobs
    FOR UPDATE SKIP LOCKED)
  RETURNING claimed.id, claimed.type, claimed.org_id, claimed.payload, claimed.attempts, claimed.max_attempts;
END;
$$;
