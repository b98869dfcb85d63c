import { sql } from "drizzle-orm";
import { db, rowsOf } from "@/lib/db/client";

const WINDOW_SECONDS = 15 * 60;
const BLOCK_SECONDS = 15 * 60;
const LIMITS = { email: 5, ip: 20 } as const;

type BucketKind = keyof typeof LIMITS;
const bucketName = (kind: BucketKind, value: string) => `${kind}:${value.toLowerCase()}`;

export interface ThrottleSubject {
  email: string;
  ip: string | null;
}

function buckets(subject: ThrottleSubject): [BucketKind, string][] {
  const list: [BucketKind, string][] = [["email", bucketName("email", subject.email)]];
  if (subject.ip) {
    list.push(["ip", bucketName("ip", subject.ip)]);
  }
  return list;
}

/**
 * Counts a sign-in attempt before the password is checked, atomically per bucket, so a burst of
 * parallel guesses cannot all slip under the limit. Returns the seconds to wait when the attempt
 * is refused, else 0. A successful sign-in gives the attempt back (settleSuccessfulLogin).
 */
export async function claimLoginAttempt(subject: ThrottleSubject): Promise<number> {
  for (const [kind, name] of buckets(subject)) {
    const [row] = rowsOf<{ failures: number; wait: number | null }>(
      await db().execute(sql`
        INSERT INTO login_throttle AS t (bucket, failures, window_started_at) VALUES (${name}, 1, now())
        ON CONFLICT (bucket) DO UPDATE SET
          failures = CASE
            WHEN t.blocked_until > now() THEN t.failures
            WHEN t.window_started_at < now() - make_interval(secs => ${WINDOW_SECONDS}) THEN 1
            ELSE t.failures + 1 END,
          window_started_at = CASE
            WHEN t.blocked_until > now() THEN t.window_started_at
            WHEN t.window_started_at < now() - make_interval(secs => ${WINDOW_SECONDS}) THEN now()
            ELSE t.window_started_at END
        RETURNING failures, ceil(extract(epoch FROM t.blocked_until - now()))::int AS wait`),
    );
    if (row?.wait && row.wait > 0) {
      return row.wait;
    }
    if (row && row.failures > LIMITS[kind]) {
      await db().execute(sql`
        UPDATE login_throttle SET blocked_until = now() + make_interval(secs => ${BLOCK_SECONDS}),
          failures = 0, window_started_at = now()
        WHERE bucket = ${name}`);
      return BLOCK_SECONDS;
    }
  }
  return 0;
}

/** A correct password clears the email's count and does not count against the IP. */
export async function settleSuccessfulLogin(subject: ThrottleSubject): Promise<void> {
  await db().execute(sql`DELETE FROM login_throttle WHERE bucket = ${bucketName("email", subject.email)}`);
  if (subject.ip) {
    await db().execute(sql`
      UPDATE login_throttle SET failures = greatest(failures - 1, 0) WHERE bucket = ${bucketName("ip", subject.ip)}`);
  }
}
