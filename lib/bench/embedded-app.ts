import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { percentile } from "./percentile";

export interface EmbeddedOrg {
  orgId: string;
  token: string;
}

/**
 * For the benches of the embedded database's write budget: one process with an in-memory PGlite, as
 * `npm start` without DATABASE_URL runs, its API app called in process, and the transaction watch.
 */
export async function startEmbeddedApp() {
  process.env.DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "vrp-embedded-bench-"));
  process.env.AUTH_SECRET ??= randomBytes(32).toString("base64url");
  const { openPglite, setDatabaseHandle } = await import("@/lib/db/client");
  const { applyMigrations } = await import("@/lib/db/migrate");
  const { appModules } = await import("@/lib/modules/all");
  const { registerModules } = await import("@/lib/modules/register");
  const { apiApp } = await import("@/lib/api/app");
  const { watchTransactions } = await import("@/lib/db/transaction-watch");
  const { JobWorker } = await import("@/lib/jobs/worker");

  const handle = openPglite(undefined);
  await applyMigrations(handle);
  setDatabaseHandle(handle);
  registerModules(appModules);

  const request = async (url: string, init: { token?: string; method?: string; body?: unknown } = {}) => {
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (init.token) {
      headers.authorization = `Bearer ${init.token}`;
    }
    const response = await apiApp().request(url, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const text = await response.text();
    if (response.status >= 300) {
      throw new Error(`${url}: ${response.status} ${text}`);
    }
    return JSON.parse(text);
  };
  const signUp = async (name: string): Promise<EmbeddedOrg> => {
    const email = `${name.toLowerCase()}-${randomBytes(4).toString("hex")}@example.test`;
    const password = "correct horse battery staple";
    const created = await request("/api/auth/signup", { body: { organization_name: name, email, password } });
    const token = await request("/api/auth/token", { body: { email, password } });
    return { orgId: created.organization_id as string, token: token.access_token as string };
  };

  /** Reads `GET /v1/vendors?limit=1` as `reader`, one after the other, until `work` settles: their latencies, sorted. */
  const readsDuring = async (reader: EmbeddedOrg, work: Promise<unknown>) => {
    let finished = false;
    const settled = work.finally(() => {
      finished = true;
    });
    const reads: number[] = [];
    while (!finished) {
      const at = performance.now();
      await request("/v1/vendors?limit=1", { token: reader.token });
      reads.push(performance.now() - at);
    }
    await settled;
    return reads.sort((a, b) => a - b);
  };

  return {
    db: handle.db,
    request,
    signUp,
    readsDuring,
    watchTransactions,
    JobWorker,
    close: async () => {
      setDatabaseHandle(undefined);
      await handle.close();
    },
  };
}

/** The figures every write-budget bench reports: its transactions and the other organization's reads. */
export function budgetFigures(transactionMs: number[], reads: number[]) {
  const sorted = [...transactionMs].sort((a, b) => a - b);
  return {
    transactions: sorted.length,
    medianTransactionMs: percentile(sorted, 50),
    longestTransactionMs: sorted.at(-1) ?? Number.NaN,
    reads: reads.length,
    readP50Ms: percentile(reads, 50),
    readP99Ms: percentile(reads, 99),
    readMaxMs: reads.at(-1) ?? Number.NaN,
  };
}

export const budgetHeader =
  "transactions | median transaction | longest transaction | reads | read p50 | read p99 | read max |";

export function budgetRow(figures: ReturnType<typeof budgetFigures>): string {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  return (
    `${figures.transactions} | ${ms(figures.medianTransactionMs)} | ${ms(figures.longestTransactionMs)} | ` +
    `${figures.reads} | ${ms(figures.readP50Ms)} | ${ms(figures.readP99Ms)} | ${ms(figures.readMaxMs)} |`
  );
}
