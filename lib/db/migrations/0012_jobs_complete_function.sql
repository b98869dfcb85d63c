-- Completing jobs by ID, as a function so that its SET applies while the UPDATE is planned: it then
-- always finds the jobs through the primary key. As a prepared statement its plan was made once,
-- while the queue was short, and kept a sequential scan of the whole jobs table for every
-- completion as the table grew (O(table) per batch of completions).
CREATE OR REPLACE FUNCTION vrp_complete_jobs(job_ids text[])
RETURNS integer
LANGUAGE plpgsql SET enable_seqscan = off AS $$
DECLARE
  completed integer;
BEGIN
  UPDATE jobs SET status = 'succeeded', locked_at = NULL, last_error = NULL, updated_at = now()
  WHERE id = ANY(job_ids);
  GET DIAGNOSTICS completed = ROW_COUNT;
  RETURN completed;
END;
$$;
