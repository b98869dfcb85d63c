-- Wakes job workers in other processes: NOTIFY is transactional, so listeners hear of new jobs
-- exactly when the transaction that enqueued them commits (one notification per transaction).
CREATE OR REPLACE FUNCTION vrp_notify_jobs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('vrp_jobs', '');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER jobs_notify AFTER INSERT ON jobs FOR EACH STATEMENT EXECUTE FUNCTION vrp_notify_jobs();
