import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Failed sign-in counters per email and per IP (bucket "email:..." or "ip:..."). */
export const loginThrottle = pgTable("login_throttle", {
  bucket: text("bucket").primaryKey(),
  failures: integer("failures").notNull().default(0),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
  blockedUntil: timestamp("blocked_until", { withTimezone: true }),
});
