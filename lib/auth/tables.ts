import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Attempt counters with a window and an optional block: failed sign-ins per (email, IP) pair, per
 * email and per IP ("pair:...", "email:...", "ip:..."), and sign-ups per IP ("signup:...").
 */
export const loginThrottle = pgTable("login_throttle", {
  bucket: text("bucket").primaryKey(),
  failures: integer("failures").notNull().default(0),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
  blockedUntil: timestamp("blocked_until", { withTimezone: true }),
});

/**
 * Web sessions (next-auth cookies) ended by signing out, by session id, kept until every copy of
 * the cookie has expired anyway.
 */
export const revokedWebSessions = pgTable("revoked_web_sessions", {
  sessionId: text("session_id").primaryKey(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});
