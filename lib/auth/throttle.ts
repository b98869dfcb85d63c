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

/** Seconds until sign-in is allowed again for this email or IP, or 0. */
export async function secondsBlocked(subject: ThrottleSubject): Promise<number> {
  const names = buckets(subject).map(([, name]) => name);
  const [row] = rowsOf<{ wait: number | null }>(
    await db().execute(sql`
      SELECT ceil(extract(epoch FROM max(blocked_until) - now()))::int AS wait
      FROM login_throttle WHERE bucket IN ${names} AND blocked_until > now()`),
  );
  return row?.wait ?? 0;
}

/** Counts a failed sign-in; the limit within the window blocks the bucket for a while. */
export async function recordFailedLogin(subject: ThrottleSubject): Promise<void> {
  for (const [kind, name] of buckets(subject)) {
    await db().execute(sql`
      INSERT INTO login_throttle (bucket, failures, window_started_at) VALUES (${name}, 1, now())
      ON CONFLICT (bucket) DO UPDATE SET
        failures = CASE WHEN login_throttle.window_started_at < now() - make_interval(secs => ${WINDOW_SECONDS})
                        THEN 1 ELSE login_throttle.failures + 1 END,
        window_started_at = CASE WHEN login_throttle.window_started_at < now() - make_interval(secs => ${WINDOW_SECONDS})
                        THEN now() ELSE login_throttle.window_started_at END`);
    await db().execute(sql`
      UPDATE login_throttle SET blocked_until = now() + make_interval(secs => ${BLOCK_SECONDS}), failures = 0,
        window_started_at = now()
      WHERE bucket = ${name} AND failures >= ${LIMITS[kind]}`);
  }
}

export async function clearFailedLogins(email: string): Promise<void> {
  await db().execute(sql`DELETE FROM login_throttle WHERE bucket = ${bucketName("email", email)}`);
}
