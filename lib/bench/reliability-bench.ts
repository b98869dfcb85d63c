import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensureBuild } from "@/lib/server/build";
import { startApp, waitForHealth } from "./app-process";
import { seed } from "./seed";
import { printSoakReport, runSoak, seedSoak } from "./soak";
import {
  type KillResult,
  type PgRestartResult,
  prepareStops,
  runKillStop,
  runPgRestart,
  runSigtermStop,
  type SigtermResult,
  type StopsSetup,
} from "./stops";
import { startWebhookReceiver } from "./webhook-receiver";

const RELIABILITY_PORT = 3960;
const SOAK_CONNECTIONS = 64;

/**
 * The reliability part (issue 41), on a PostgreSQL database of its own with the app as `npm start`
 * runs it (jobs in process, the background lane in a child): the soak (soak.ts), then SIGTERM,
 * kill -9 and a PostgreSQL restart under write load (stops.ts). BENCH_SOAK_MINUTES shortens the soak
 * (default 10).
 */
export async function runReliabilityBench(root: string, databaseUrl: string): Promise<void> {
  const minutes = Number(process.env.BENCH_SOAK_MINUTES ?? "10");
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > 60) {
    throw new Error(`BENCH_SOAK_MINUTES must be 1 to 60, got "${process.env.BENCH_SOAK_MINUTES}"`);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "vrp-reliability-"));
  const receiver = await startWebhookReceiver(0);
  try {
    ensureBuild(root);
    const appUrl = `http://127.0.0.1:${RELIABILITY_PORT}`;
    const appEnv = {
      PORT: String(RELIABILITY_PORT),
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      AUTH_SECRET: randomBytes(32).toString("base64url"),
      BANKING_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
      NODE_ENV: "production",
      WEBHOOK_TEST_TARGETS: receiver.url,
    };
    const setup: StopsSetup = { root, appEnv, appUrl, databaseUrl: databaseUrl, receiver };

    const app = startApp(root, appEnv, "lib/server/main.ts", "app (soak)");
    let secret: string;
    let sessionToken: string;
    try {
      await waitForHealth(appUrl, app, 180_000);
      const org = await seed(appUrl, 0);
      sessionToken = org.token;
      secret = await prepareStops(setup, sessionToken);
      const fixture = await seedSoak(appUrl, secret, sessionToken, org.orgId, databaseUrl);
      console.log(`\nSoak: ${SOAK_CONNECTIONS} connections for ${minutes} min on \`npm start\` (PostgreSQL)`);
      printSoakReport(
        await runSoak(
          {
            appUrl,
            processGroupId: app.pid,
            databaseUrl: databaseUrl,
            secret,
            sessionToken,
            orgId: org.orgId,
            minutes,
            connections: SOAK_CONNECTIONS,
          },
          fixture,
        ),
      );
    } finally {
      await app.stop();
    }

    printSigterm(await runSigtermStop(setup, secret));
    printKill(await runKillStop(setup, secret));
    printPgRestart(await runPgRestart(setup, secret));
  } finally {
    await receiver.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function printSigterm(result: SigtermResult): void {
  console.log("\nSIGTERM to `npm start`'s process group under 16 writers");
  console.log(`- answers: ${result.answered}; 5xx: ${result.serverErrors}`);
  console.log(
    `- requests cut on an accepted connection: ${result.cut}; refused once the port closed: ${result.refused}`,
  );
  console.log(
    `- exit: code ${result.exitCode}, signal ${result.exitSignal}, ${result.stopSeconds.toFixed(1)} s after SIGTERM`,
  );
  console.log(`- acknowledged creates: ${result.acknowledged}, missing afterwards: ${result.missing}`);
}

function printKill(result: KillResult): void {
  console.log("\nkill -9 of `npm start`'s process group under 16 writers (8 with Idempotency-Key), then a restart");
  console.log(`- answers before the kill: ${result.answeredBeforeKill}; requests cut by it: ${result.cut}`);
  console.log(
    `- keyed creates retried with their key after the restart: ${result.retriedWithKey}; keyed names twice: ${result.keyedTwice}`,
  );
  console.log(`- acknowledged creates: ${result.acknowledged}, missing afterwards: ${result.missing}`);
  console.log(`- vendors created: ${result.vendorsCreated}, without a Vendor.Created event: ${result.withoutEvent}`);
  console.log(
    `- webhooks delivered once: ${result.deliveredOnce}, twice or more: ${result.deliveredTwiceOrMore}, never: ${result.undelivered} (acknowledged and never: ${result.acknowledgedUndelivered})`,
  );
  const otherRepeats = result.deliveredTwiceOrMore - result.resentAfterKill;
  console.log(
    `- repeats: ${result.resentAfterKill} sent before the kill and again after it, with the same X-Service-Event-Id; any other repeat: ${otherRepeats}`,
  );
  const everyEventOnce = result.undelivered === 0 && otherRepeats === 0;
  console.log(
    `- verdict: every event delivered, once per event ID apart from sends the kill interrupted: ${everyEventOnce ? "PASS" : "FAIL"}`,
  );
  console.log(
    `- every delivery job finished ${result.settleSeconds.toFixed(0)} s after the restart${result.settled ? "" : " (NOT settled: gave up waiting)"}`,
  );
}

function printPgRestart(result: PgRestartResult): void {
  console.log("\nPostgreSQL restarted (`pg_ctlcluster … restart -m fast`) under 8 writers");
  if (result.skipped) {
    console.log(`- skipped: ${result.skipped}`);
    return;
  }
  console.log(
    `- restart took ${result.restartSeconds.toFixed(1)} s; writes acknowledged again ${result.writingAgainSeconds.toFixed(2)} s after it`,
  );
  console.log(`- answers: ${result.answered}; requests cut: ${result.cut}`);
  console.log(
    `- acknowledged creates: ${result.acknowledged}, missing afterwards: ${result.missing}; app still running: ${result.appAlive}`,
  );
}
