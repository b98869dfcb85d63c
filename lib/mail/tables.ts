import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "@/lib/db/columns";

/** logged: kept in the log only (no SMTP_URL); queued → sent or failed through the delivery job. */
export type OutboundEmailStatus = "logged" | "queued" | "sent" | "failed";

/** Every email the platform sends, whether or not SMTP is configured. */
export const outboundEmails = pgTable(
  "outbound_emails",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").notNull(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    relatedType: text("related_type"),
    relatedId: text("related_id"),
    status: text("status").$type<OutboundEmailStatus>().notNull(),
    error: text("error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index("outbound_emails_org_created_idx").on(table.orgId, table.createdAt)],
);
