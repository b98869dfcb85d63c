import { timestamp } from "drizzle-orm/pg-core";

/** Shared column sets: every table stores times as timestamptz and serialises Unix seconds. */
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });
