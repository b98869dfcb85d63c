import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The job queue is used through one interface, lib/jobs/index.ts: swapping how jobs are stored or
 * claimed touches lib/jobs alone. Only the schema registry re-exports its tables; tests may reach
 * in (to bring a retry forward, say).
 */
const root = path.resolve(import.meta.dirname, "../..");
const ALLOWED = new Set(["lib/db/schema.ts"]);
const DEEP_IMPORT = /from\s+["']@\/lib\/jobs\/[\w-]+["']/;

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mts)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

describe("the job queue's interface", () => {
  it("is the only way into lib/jobs from the rest of the app", () => {
    const files = ["lib", "app", "components"].flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(500);
    const deep = files.filter(
      (file) =>
        !file.startsWith(`lib${path.sep}jobs${path.sep}`) &&
        !ALLOWED.has(file) &&
        DEEP_IMPORT.test(readFileSync(path.join(root, file), "utf8")),
    );
    expect(deep, 'import from "@/lib/jobs", and export what is missing from lib/jobs/index.ts').toEqual([]);
  });
});
