// Importing a module's jobs registers its job types and schedules. Modules add their jobs.ts here.
import "@/lib/idempotency/purge";
import "@/lib/mail/send";
import "@/lib/modules/documents/jobs";
import "@/lib/modules/fact-sheets/jobs";
import "@/lib/modules/workflows/jobs";
import "@/lib/modules/webhooks/fanout";
import "@/lib/modules/webhooks/jobs";
import "./maintenance";
