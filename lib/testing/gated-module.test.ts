import { and, eq, inArray, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiApp } from "@/lib/api/app";
import { db } from "@/lib/db/client";
import { enqueueDueSchedules, enqueueJob, JobWorker } from "@/lib/jobs";
import { jobs } from "@/lib/jobs/tables";
import { appModules } from "@/lib/modules/all";
import { registerModules } from "@/lib/modules/register";
import { createOrg, type TestOrg } from "./fixtures";
import { gatedTestModule, touchedNotes, touchJob, touchSchedule } from "./gated-module";

// The real module list plus a module that exists only here, gated by the zero_touch switch.
const modules = [...appModules, gatedTestModule];
const app = createApiApp(modules);

async function request(token: string, path: string, body?: unknown) {
  const response = await app.request(path, {
    method: body === undefined ? "GET" : "POST",
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

async function setZeroTouch(org: TestOrg, on: boolean) {
  const response = await app.request(`/v1/org/${org.orgId}`, {
    method: "POST",
    headers: { authorization: `Bearer ${org.token}`, "content-type": "application/json" },
    body: JSON.stringify({ modules: { zero_touch: on } }),
  });
  expect(response.status).toBe(200);
}

const navigationHrefs = async (org: TestOrg) =>
  ((await request(org.token, "/v1/navigation")).body.items as { href: string }[]).map((item) => item.href);

async function jobStatus(id: string) {
  const [row] = await db().select().from(jobs).where(eq(jobs.id, id));
  return row;
}

const notEnabled = {
  detail: { code: "not_enabled", message: "The zero_touch module is not enabled for this organization." },
};

describe("a gated module", () => {
  let on: TestOrg;
  let off: TestOrg;

  beforeAll(async () => {
    registerModules(modules);
    [on, off] = await Promise.all([createOrg("Switched on"), createOrg("Switched off")]);
    await setZeroTouch(off, false);
  });

  afterAll(() => registerModules(appModules));

  it("answers every route 404 not_enabled while the organization has it off, before validating the request", async () => {
    expect(await request(off.token, "/v1/test-gated/notes")).toEqual({ status: 404, body: notEnabled });
    expect(await request(off.token, "/v1/test-gated/notes", { note: "hello" })).toEqual({
      status: 404,
      body: notEnabled,
    });
    expect(await request(off.token, "/v1/test-gated/notes", { wrong: 1 })).toEqual({ status: 404, body: notEnabled });
    // The rest of the application is untouched.
    expect((await request(off.token, "/v1/vendors")).status).toBe(200);
  });

  it("describes its routes in the OpenAPI document, with their access policy, like any other module's", () => {
    const document = app.getOpenAPI31Document({ openapi: "3.1.0", info: { title: "gated", version: "1" } });
    const notes = document.paths?.["/v1/test-gated/notes"];
    expect(Object.keys(notes ?? {}).sort()).toEqual(["get", "post"]);
    expect((notes?.post as Record<string, unknown> | undefined)?.["x-access"]).toBeDefined();
  });

  it("works for an organization that has it on, whatever another organization chose", async () => {
    const queued = await request(on.token, "/v1/test-gated/notes", { note: "on-first" });
    expect(queued.status).toBe(202);
    expect((await request(on.token, "/v1/test-gated/notes", { wrong: 1 })).status).toBe(422);
    await new JobWorker({ orgId: on.orgId }).runUntilIdle();
    expect((await jobStatus(queued.body.job_id))?.status).toBe("succeeded");
    expect(await request(on.token, "/v1/test-gated/notes")).toEqual({ status: 200, body: { notes: ["on-first"] } });
  });

  it("keeps a job of an organization with the module off pending, and runs it once the module is on", async () => {
    const jobId = await enqueueJob(db(), touchJob, { note: "waited" }, { orgId: off.orgId });
    const worker = new JobWorker({ orgId: off.orgId, gatedRecheckSeconds: 0 });
    expect(await worker.runUntilIdle()).toBe(0);
    expect(await jobStatus(jobId)).toMatchObject({ status: "queued", attempts: 0, lockedBy: null });
    expect(touchedNotes.get(off.orgId)).toBeUndefined();

    await setZeroTouch(off, true);
    expect(await worker.runUntilIdle()).toBe(1);
    expect(await jobStatus(jobId)).toMatchObject({ status: "succeeded", attempts: 1 });
    expect(await request(off.token, "/v1/test-gated/notes")).toEqual({ status: 200, body: { notes: ["waited"] } });
    await setZeroTouch(off, false);
  });

  it("hides its navigation entry from an organization with the module off", async () => {
    expect(await navigationHrefs(on)).toContain("/test-gated");
    expect(await navigationHrefs(off)).not.toContain("/test-gated");
    expect(await navigationHrefs(off)).toContain("/vendors");
    await setZeroTouch(off, true);
    expect(await navigationHrefs(off)).toContain("/test-gated");
    await setZeroTouch(off, false);
  });

  it("schedules its work only for the organizations that have it on", async () => {
    // Rolled back, so no other test file's worker ever sees these jobs.
    const scheduledFor = await db()
      .transaction(async (tx) => {
        await enqueueDueSchedules(tx);
        const rows = await tx
          .select({ orgId: jobs.orgId, dedupeKey: jobs.dedupeKey })
          .from(jobs)
          .where(
            and(
              eq(jobs.type, touchJob.type),
              inArray(jobs.orgId, [on.orgId, off.orgId]),
              like(jobs.dedupeKey, "schedule:%"),
            ),
          );
        throw new RolledBack(rows);
      })
      .catch((error: unknown) => {
        if (error instanceof RolledBack) {
          return error.rows;
        }
        throw error;
      });
    expect(scheduledFor).toEqual([
      {
        orgId: on.orgId,
        dedupeKey: expect.stringMatching(new RegExp(`^schedule:${touchSchedule.name}:\\d+:${on.orgId}$`)),
      },
    ]);
  });
});

class RolledBack extends Error {
  constructor(readonly rows: { orgId: string | null; dedupeKey: string | null }[]) {
    super("rolled back");
  }
}
