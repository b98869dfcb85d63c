// Importing a module's jobs registers its job types and schedules. Modules add their jobs.ts here.
// Workflow actions, reference lookups and custom-field targets register as their module loads: a
// process that runs jobs loads every module of the API app, so `npm run worker` runs every job the
// app's own worker does (lib/jobs/registry.test.ts compares the two).
import "@/lib/api/app";
import "@/lib/auth/purge";
import "@/lib/idempotency/purge";
import "@/lib/mail/send";
import "@/lib/modules/documents/jobs";
import "@/lib/modules/fact-sheets/jobs";
import "@/lib/modules/workflows/jobs";
import "@/lib/modules/webhooks/fanout";
import "@/lib/modules/webhooks/jobs";
import "./maintenance";
