import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

/**
 * `npm run import:advisories -- <folder>`: imports every OSV advisory in a folder (each `.json`
 * file one advisory, or an array of them, as OSV's and GitHub's exports are) through the public
 * API, as an integrator would: POST /v1/bill_of_materials/advisories with an API key
 * (VRP_API_KEY; VRP_API_URL, default http://localhost:3000). Nothing is fetched from the internet.
 */

export interface ImportOutcome {
  file: string;
  id: string | null;
  status: number;
  result: "created" | "replaced" | "refused";
  message?: string;
}

export type PostAdvisory = (body: unknown) => Promise<{ status: number; body: unknown }>;

/** The largest file read: an advisory is kilobytes; a bulk export split per file stays far below. */
const MAX_FILE_BYTES = 5 * 1024 * 1024;

function advisoriesIn(text: string): unknown[] {
  const parsed: unknown = JSON.parse(text);
  return Array.isArray(parsed) ? parsed : [parsed];
}

const idOf = (advisory: unknown) =>
  advisory && typeof advisory === "object" && typeof (advisory as { id?: unknown }).id === "string"
    ? (advisory as { id: string }).id
    : null;

export async function importAdvisoryFolder(folder: string, post: PostAdvisory): Promise<ImportOutcome[]> {
  const files = (await readdir(folder)).filter((name) => name.toLowerCase().endsWith(".json")).sort();
  const outcomes: ImportOutcome[] = [];
  for (const name of files) {
    const bytes = await readFile(path.join(folder, name));
    if (bytes.length > MAX_FILE_BYTES) {
      outcomes.push({ file: name, id: null, status: 0, result: "refused", message: "larger than 5 MiB" });
      continue;
    }
    let advisories: unknown[];
    try {
      advisories = advisoriesIn(bytes.toString("utf8"));
    } catch (error) {
      outcomes.push({
        file: name,
        id: null,
        status: 0,
        result: "refused",
        message: `not JSON: ${(error as Error).message}`,
      });
      continue;
    }
    for (const advisory of advisories) {
      const answer = await post(advisory);
      const result = answer.status === 201 ? "created" : answer.status === 200 ? "replaced" : "refused";
      outcomes.push({
        file: name,
        id: idOf(advisory),
        status: answer.status,
        result,
        message: result === "refused" ? JSON.stringify(answer.body).slice(0, 500) : undefined,
      });
    }
  }
  return outcomes;
}

async function main(): Promise<void> {
  const folder = process.argv[2];
  const key = process.env.VRP_API_KEY;
  if (!folder || !key) {
    console.error("usage: VRP_API_KEY=ak_… [VRP_API_URL=http://localhost:3000] npm run import:advisories -- <folder>");
    process.exitCode = 2;
    return;
  }
  const base = (process.env.VRP_API_URL ?? "http://localhost:3000").replace(/\/+$/, "");
  const outcomes = await importAdvisoryFolder(folder, async (body) => {
    const response = await fetch(`${base}/v1/bill_of_materials/advisories`, {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json().catch(() => null) };
  });
  for (const outcome of outcomes) {
    console.log(
      `${outcome.file}\t${outcome.id ?? "-"}\t${outcome.result}${outcome.message ? `\t${outcome.message}` : ""}`,
    );
  }
  if (outcomes.some((outcome) => outcome.result === "refused")) {
    process.exitCode = 1;
  }
}

if (require.main === module) {
  void main();
}
