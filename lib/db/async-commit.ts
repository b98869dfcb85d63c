import { sql } from "drizzle-orm";

/**
 * A FROM item that makes the statement's own (implicit) transaction commit without waiting for
 * its WAL flush: `UPDATE t SET ... FROM ${asyncCommit} WHERE ...`. One statement, no extra round
 * trips. Only for writes a database crash can at worst turn into a repeat: job bookkeeping (a lost
 * claim or completion makes the job run again) and webhook attempt records (a lost record makes
 * the job resend, which at-least-once delivery allows). Business data always commits durably, and
 * WAL order holds: a crash never keeps a later commit while losing an earlier one.
 */
export const ASYNC_COMMIT_FROM = "(SELECT set_config('synchronous_commit', 'off', true)) AS async_commit";
export const asyncCommit = sql.raw(ASYNC_COMMIT_FROM);
