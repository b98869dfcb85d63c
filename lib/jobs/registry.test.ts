import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { registrations } from "@/lib/testing/list-registrations";

/** Source files (tests left out) whose text matches `pattern`. */
function sourcesMatching(pattern: RegExp): string[] {
  return readdirSync("lib", { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && !file.startsWith("testing/"))
    .map((file) => path.join("lib", file))
    .filter((file) => pattern.test(readFileSync(file, "utf8")));
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/**
 * Every exported value of those files that `looksLike` accepts, and the `job` and `schedule` of an
 * exported defineScheduledJob result kept whole rather than destructured into two exports.
 */
async function exportedFrom(files: string[], looksLike: (value: unknown) => boolean): Promise<unknown[]> {
  const found = new Set<unknown>();
  for (const file of files) {
    const exported: Record<string, unknown> = await import(/* @vite-ignore */ path.resolve(file));
    const values = Object.values(exported).flatMap((value) =>
      isObject(value) && "job" in value && "schedule" in value ? [value, value.job, value.schedule] : [value],
    );
    for (const value of values.filter(looksLike)) {
      found.add(value);
    }
  }
  return [...found];
}

/** Where job types and schedules are defined: one by one, or together with defineScheduledJob. */
const DEFINES_JOB = /defineJob[<(]|defineScheduledJob[<(]/;
const DEFINES_SCHEDULE = /: Schedule = |defineScheduledJob[<(]/;

describe("job registry", () => {
  it("a standalone worker (the module list alone) can run every job type and workflow action the app can", () => {
    const output = execFileSync(process.execPath, ["--import", "tsx", "lib/testing/list-registrations.ts"], {
      cwd: process.cwd(),
      encoding: "utf8",
    });
    const standalone = JSON.parse(output.trim().split("\n").at(-1) ?? "{}");
    const app = registrations();
    expect(app.jobs).toContain("webhooks.deliver");
    expect(app.jobs).toContain("mail.deliver");
    expect(app.schedules).toContain("jobs.purge_finished");
    expect(app.actions).toContain("create_assessment");
    expect(standalone).toEqual(app);
  }, 60_000);

  it("every job type, schedule and workflow action defined in the code is in some module's descriptor", async () => {
    const jobs = await exportedFrom(
      sourcesMatching(DEFINES_JOB),
      (value) => isObject(value) && typeof value.type === "string" && typeof value.handle === "function",
    );
    const schedules = await exportedFrom(
      sourcesMatching(DEFINES_SCHEDULE),
      (value) => isObject(value) && typeof value.name === "string" && typeof value.everySeconds === "number",
    );
    const actions = await exportedFrom(
      sourcesMatching(/: WorkflowAction = /),
      (value) => isObject(value) && typeof value.type === "string" && typeof value.run === "function",
    );
    const registered = registrations();
    const typeOf = (value: unknown) => (value as { type: string }).type;
    expect(jobs.map(typeOf).sort()).toEqual(registered.jobs);
    expect(schedules.map((value) => (value as { name: string }).name).sort()).toEqual(registered.schedules);
    expect(actions.map(typeOf).sort()).toEqual(registered.actions);
  }, 60_000);
});
