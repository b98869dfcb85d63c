import { execFileSync } from "node:child_process";
import { expect, it } from "vitest";
import "@/lib/api/app";
import { registrations } from "@/lib/testing/list-registrations";

it("a standalone worker (the job registry alone) can run every job type and workflow action the app can", () => {
  const output = execFileSync(process.execPath, ["--import", "tsx", "lib/testing/list-registrations.ts"], {
    cwd: process.cwd(),
    encoding: "utf8",
  });
  const standalone = JSON.parse(output.trim().split("\n").at(-1) ?? "{}");
  const app = registrations();
  expect(app.jobs).toContain("webhooks.deliver");
  expect(app.actions).toContain("create_assessment");
  expect(standalone).toEqual(app);
}, 60_000);
