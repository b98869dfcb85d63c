import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { newId } from "@/lib/ids";
import { budgetFigures, budgetHeader, budgetRow, startEmbeddedApp } from "./embedded-app";

/**
 * A reassessment of 5,000 vendors on the embedded database (part `reassessments` of `npm run bench`,
 * or `tsx lib/bench/reassessment-bench.ts` alone): organization A drafts one from a radar event
 * (POST /v1/reassessments with 5,000 vendor_ids), then adds 5,000 other vendors to a draft of one
 * (POST /{id}/vendors); meanwhile organization B reads `GET /v1/vendors?limit=1` in a loop. Reports
 * each call's answer time, its transactions (lib/db/transaction-watch.ts) and B's read latencies.
 * Nothing is asserted: these are figures.
 */

const VENDORS = 5_000;
const ROUNDS = Number(process.env.BENCH_REASSESSMENT_ROUNDS ?? 3);

export interface ReassessmentRound extends ReturnType<typeof budgetFigures> {
  call: string;
  round: number;
  answerMs: number;
}

export async function runReassessmentBench(): Promise<ReassessmentRound[]> {
  const app = await startEmbeddedApp();
  const { request, signUp } = app;
  const drafting = await signUp("Drafting");
  const reader = await signUp("Reader");
  await request("/v1/vendors", { token: reader.token, body: { name: "Reader's vendor" } });
  // The portfolio is a fixture: written in one statement, not through the API being measured.
  const vendorIds = Array.from({ length: VENDORS * 2 }, () => newId("vendor"));
  for (let start = 0; start < vendorIds.length; start += 1_000) {
    const ids = vendorIds.slice(start, start + 1_000);
    await app.db.execute(sql`insert into vendors (id, org_id, name)
      select id, ${drafting.orgId}, 'Vendor ' || id from unnest(${sql.param(ids)}::text[]) as id`);
  }
  const event = await request("/v1/radar/events", {
    token: drafting.token,
    body: {
      name: "Bench breach",
      summary: "A shared processor disclosed unauthorised access.",
      primary_impact_type: "Infosec",
      vendor_ids: vendorIds.slice(0, 50),
    },
  });
  for (let index = 0; index < 20; index += 1) {
    await request("/v1/vendors?limit=1", { token: reader.token });
  }

  const rounds: ReassessmentRound[] = [];
  const measure = async (call: string, round: number, work: () => Promise<unknown>) => {
    const watch = app.watchTransactions();
    const started = performance.now();
    let answerMs = 0;
    const reads = await app.readsDuring(
      reader,
      work().then(() => {
        answerMs = performance.now() - started;
      }),
    );
    watch.stop();
    rounds.push({
      call,
      round,
      answerMs,
      ...budgetFigures(
        watch.transactions.map((entry) => entry.ms),
        reads,
      ),
    });
  };
  try {
    for (let round = 1; round <= ROUNDS; round += 1) {
      await measure(`create with ${VENDORS.toLocaleString("en-US")} vendors`, round, () =>
        request("/v1/reassessments", {
          token: drafting.token,
          body: { radar_event_id: event.id, vendor_ids: vendorIds.slice(0, VENDORS) },
        }),
      );
      const draft = await request("/v1/reassessments", {
        token: drafting.token,
        body: { radar_event_id: event.id, vendor_ids: vendorIds.slice(0, 1) },
      });
      await measure(`add ${VENDORS.toLocaleString("en-US")} vendors`, round, () =>
        request(`/v1/reassessments/${draft.id}/vendors`, {
          token: drafting.token,
          body: { vendor_ids: vendorIds.slice(VENDORS) },
        }),
      );
    }
  } finally {
    await app.close();
  }
  return rounds;
}

export function printReassessmentReport(rounds: ReassessmentRound[]): void {
  console.log("\nLarge reassessment vendor sets beside another organization's reads (embedded database):");
  console.log(`| call | round | answer | ${budgetHeader}`);
  console.log("|---|---|---|---|---|---|---|---|---|---|");
  for (const round of rounds) {
    console.log(`| ${round.call} | ${round.round} | ${round.answerMs.toFixed(1)} ms | ${budgetRow(round)}`);
  }
}

if (process.argv[1]?.endsWith("reassessment-bench.ts")) {
  runReassessmentBench()
    .then((rounds) => {
      printReassessmentReport(rounds);
      process.exit(0);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
