// Every table, for drizzle-kit. Modules add their tables.ts here.
export * from "@/lib/audit/tables";
export * from "@/lib/auth/tables";
export * from "@/lib/events/tables";
export * from "@/lib/idempotency/tables";
export * from "@/lib/jobs/tables";
export * from "@/lib/mail/tables";
export * from "@/lib/modules/api-keys/tables";
export * from "@/lib/modules/controls/tables";
export * from "@/lib/modules/custom-fields/tables";
export * from "@/lib/modules/fact-sheets/tables";
export * from "@/lib/modules/org/tables";
export * from "@/lib/modules/portals/tables";
export * from "@/lib/modules/taxonomy/tables";
export * from "@/lib/modules/users/tables";
export * from "@/lib/modules/vendors/tables";
export * from "@/lib/modules/webhooks/tables";
export * from "@/lib/modules/workflows/tables";
