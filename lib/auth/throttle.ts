import { sql } from "drizzle-orm";
import { db, rowsOf } from "@/lib/db/client";

const WINDOW_SECONDS = 15 * 60;
const BLOCK_SECONDS = 15 * 60;

interface BucketRule {
  /** Failures allowed in the window; one more blocks the bucket for BLOCK_SECONDS. */
  limit: number;
  /** Beyond `after` failures, each attempt makes the next one wait 1, 2, 4, ... seconds, at most `capSeconds`. */
  delay?: { after: number; capSeconds: number };
}

/**
 * The (email, address) pair is the tight limit, so a storm of wrong passwords from one address
 * blocks that address for that email only. The address limit stops one address trying many emails.
 * The email's own ceiling is far higher and slows guessing spread over many addresses with growing
 * delays instead of locking the owner out after a handful.
 */
export const LOGIN_THROTTLE_RULES = {
  pair: { limit: 5 },
  ip: { limit: 20 },
  email: { limit: 100, delay: { after: 10, capSeconds: 30 } },
} as const satisfies Record<string, BucketRule>;

type BucketKind = keyof typeof LOGIN_THROTTLE_RULES;

export interface ThrottleSubject {
  email: string;
  ip: string | null;
}

export function loginBucketName(kind: BucketKind, subject: ThrottleSubject): string {
  const email = subject.email.trim().toLowerCase();
  if (kind === "email") {
    return `email:${email}`;
  }
  if (kind === "ip") {
    return `ip:${subject.ip ?? ""}`;
  }
  // An undeterminable address shares one pair per email.
  return `pair:${subject.ip ?? "unknown"}|${email}`;
}

function buckets(subject: ThrottleSubject): [BucketKind, string][] {
  const kinds: BucketKind[] = subject.ip ? ["pair", "ip", "email"] : ["pair", "email"];
  return kinds.map((kind) => [kind, loginBucketName(kind, subject)]);
}

/** Counts one attempt unless the bucket is blocked; returns the failures so far or the wait. */
async function countAttempt(name: string): Promise<{ failures: number; wait: number }> {
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
  return { failures: row?.failures ?? 0, wait: row?.wait && row.wait > 0 ? row.wait : 0 };
}

async function giveBack(name: string): Promise<void> {
  await db().execute(sql`
    UPDATE login_throttle SET failures = greatest(failures - 1, 0) WHERE bucket = ${name}`);
}

async function block(name: string): Promise<void> {
  await db().execute(sql`
    UPDATE login_throttle SET blocked_until = now() + make_interval(secs => ${BLOCK_SECONDS}),
      failures = 0, window_started_at = now()
    WHERE bucket = ${name}`);
}

async function delayNextAttempt(name: string, seconds: number): Promise<void> {
  await db().execute(sql`
    UPDATE login_throttle SET blocked_until = now() + make_interval(secs => ${seconds})
    WHERE bucket = ${name} AND (blocked_until IS NULL OR blocked_until < now() + make_interval(secs => ${seconds}))`);
}

/**
 * Counts a sign-in attempt before the password is checked, atomically per bucket, so a burst of
 * parallel guesses cannot all slip under the limit. Returns the seconds to wait when the attempt
 * is refused (a refused attempt counts against nothing), else 0. A successful sign-in settles the
 * attempt (settleSuccessfulLogin).
 */
export async function claimLoginAttempt(subject: ThrottleSubject): Promise<number> {
  const counted: string[] = [];
  for (const [kind, name] of buckets(subject)) {
    const rule: BucketRule = LOGIN_THROTTLE_RULES[kind];
    const { failures, wait } = await countAttempt(name);
    const refusal = wait > 0 ? wait : failures > rule.limit ? BLOCK_SECONDS : 0;
    if (refusal > 0) {
      if (wait === 0) {
        await block(name);
      }
      await Promise.all(counted.map(giveBack));
      return refusal;
    }
    counted.push(name);
    if (rule.delay && failures > rule.delay.after) {
      const doublings = Math.min(failures - rule.delay.after - 1, 30);
      await delayNextAttempt(name, Math.min(2 ** doublings, rule.delay.capSeconds));
    }
  }
  return 0;
}

/**
 * A correct password settles the pair, gives the attempt back to the address and the email, and
 * lifts the short delay this attempt put on the email (a ceiling block stays).
 */
export async function settleSuccessfulLogin(subject: ThrottleSubject): Promise<void> {
  await db().execute(sql`DELETE FROM login_throttle WHERE bucket = ${loginBucketName("pair", subject)}`);
  if (subject.ip) {
    await giveBack(loginBucketName("ip", subject));
  }
  await db().execute(sql`
    UPDATE login_throttle SET failures = greatest(failures - 1, 0),
      blocked_until = CASE
        WHEN blocked_until <= now() + make_interval(secs => ${LOGIN_THROTTLE_RULES.email.delay.capSeconds}) THEN NULL
        ELSE blocked_until END
    WHERE bucket = ${loginBucketName("email", subject)}`);
}

export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the window ends, when refused. */
  retryAfter: number;
}

/**
 * A fixed-window counter in the same table (bucket `signup:<ip>` and the like): counts the attempt
 * atomically and refuses it once `limit` attempts were made in the window.
 */
export async function claimRateLimited(
  bucket: string,
  limit: number,
  windowSeconds: number,
): Promise<RateLimitDecision> {
  const [row] = rowsOf<{ failures: number; retry_after: number }>(
    await db().execute(sql`
      INSERT INTO login_throttle AS t (bucket, failures, window_started_at) VALUES (${bucket}, 1, now())
      ON CONFLICT (bucket) DO UPDATE SET
        failures = CASE
          WHEN t.window_started_at < now() - make_interval(secs => ${windowSeconds}) THEN 1
          ELSE least(t.failures + 1, ${limit + 1}) END,
        window_started_at = CASE
          WHEN t.window_started_at < now() - make_interval(secs => ${windowSeconds}) THEN now()
          ELSE t.window_started_at END
      RETURNING failures,
        greatest(ceil(extract(epoch FROM t.window_started_at + make_interval(secs => ${windowSeconds}) - now())), 1)::int
          AS retry_after`),
  );
  const attempts = row?.failures ?? 0;
  return attempts > limit
    ? { allowed: false, retryAfter: row?.retry_after ?? windowSeconds }
    : { allowed: true, retryAfter: 0 };
}
