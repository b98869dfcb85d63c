import { z } from "@hono/zod-openapi";
import { anyCredential } from "@/lib/api/access-policy";
import { commonErrors, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { inTransaction, readContext } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { defineScheduledJob, enqueueJob } from "@/lib/jobs";
import { defineModule } from "@/lib/modules/descriptor";

/** What the test module's job did, per organization, in this process. */
export const touchedNotes = new Map<string, string[]>();

export const { job: touchJob, schedule: touchSchedule } = defineScheduledJob<{ note: string }>({
  type: "test_gated.touch",
  scheduleName: "test_gated.touch_hourly",
  everySeconds: 3600,
  maxAttempts: 3,
  retryDelaySeconds: () => 0,
  async handle(payload, context) {
    const orgId = context.orgId ?? "none";
    touchedNotes.set(orgId, [...(touchedNotes.get(orgId) ?? []), payload.note]);
  },
});

const NotesSchema = z.object({ notes: z.array(z.string()) });
const TouchBody = z.object({ note: z.string().min(1) });

const listRoute = defineRoute({
  method: "get",
  path: "/v1/test-gated/notes",
  tags: ["Test gated module"],
  operationId: "listTestGatedNotes",
  summary: "Notes the test module's job wrote",
  access: anyCredential,
  responses: { 200: json(NotesSchema, "The notes."), ...commonErrors },
});

const touchRoute = defineRoute({
  method: "post",
  path: "/v1/test-gated/notes",
  tags: ["Test gated module"],
  operationId: "touchTestGatedNotes",
  summary: "Enqueue the test module's job",
  access: anyCredential,
  request: { body: { content: { "application/json": { schema: TouchBody } }, required: true } },
  responses: { 202: json(z.object({ job_id: z.string() }), "The job."), ...commonErrors },
});

function registerTestGatedRoutes(app: ApiApp) {
  app.openapi(listRoute, async (c) => c.json({ notes: touchedNotes.get(readContext(c).orgId) ?? [] }, 200));
  app.openapi(touchRoute, async (c) => {
    const { note } = c.req.valid("json");
    const jobId = await inTransaction(c, (ctx) => enqueueJob(ctx.tx, touchJob, { note }, { orgId: ctx.orgId }));
    return c.json({ job_id: jobId }, 202);
  });
}

/** A module that exists only in the tests, behind the zero_touch switch: the proof of module gating. */
export const gatedTestModule = defineModule({
  name: "test-gated",
  gate: "zero_touch",
  routes: registerTestGatedRoutes,
  jobs: [touchJob],
  schedules: [touchSchedule],
  navigation: [{ label: "Gated test", href: "/test-gated", position: 85, icon: "M4 4h12v12H4z" }],
});
