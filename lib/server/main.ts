import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { createServer, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import next from "next";
import { refuseMalformedPath } from "@/lib/api/malformed-path";
import { flushAuditLog } from "@/lib/audit/api-calls";
import { PEER_FORWARDING_KEY_ENV } from "@/lib/bff/forwarded-peer";
import { authSecret, config } from "@/lib/config/env";
import { databaseHandle } from "@/lib/db/client";
import { applyMigrations } from "@/lib/db/migrate";
import { markMigrationsApplied } from "@/lib/db/readiness";
import { mailOutboxDir } from "@/lib/mail/send";
import { appModules } from "@/lib/modules/all";
import { registerModules } from "@/lib/modules/register";
import { keyring } from "@/lib/secrets/keyring";
import { isHttpsSite, responseSecurityHeaders } from "@/lib/web/security-headers";
import { apiHalf, stampPeerAddress } from "./api-half";
import { ensureBuild } from "./build";
import { stoppable } from "./graceful-stop";
import { startJobWorkers } from "./job-workers";

const isDev = process.argv.includes("--dev");
/**
 * SERVE=api: the API half alone (no pages, no Next build), for a tier of API processes behind a
 * load balancer that sends /v1, /files and /api/auth's API endpoints there (README, "Scaling out").
 */
function servesPages(): boolean {
  const serve = process.env.SERVE ?? "all";
  if (serve !== "all" && serve !== "api") {
    console.error(`SERVE must be "all" or "api", not "${serve}".`);
    process.exit(1);
  }
  return serve === "all";
}
/** How long a stop waits for requests in flight (orchestrators commonly allow 30 s before SIGKILL). */
const STOP_GRACE_MS = 25_000;
/** After the grace, the jobs' last steps, the audit flush and the pool's close get a few seconds more. */
const STOP_DEADLINE_MS = STOP_GRACE_MS + 5_000;

/**
 * The web half (the Next bundle: pages, next-auth, the /api/v1 proxy) reaches the API over HTTP at
 * UPSTREAM_API_URL; unless the operator named another API, that is this process, on a loopback port.
 * Only then does the web half get the key that lets its calls carry the browser's address.
 */
async function handOverApiAddress(): Promise<{ key: string; server: Server } | undefined> {
  if (process.env.UPSTREAM_API_URL) {
    delete process.env[PEER_FORWARDING_KEY_ENV];
    return undefined;
  }
  // A listener of its own on loopback rather than the public port: on SIGTERM the public port stops
  // accepting at once, while the requests already received may still call the API through this one.
  const server = createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  process.env.UPSTREAM_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const key = randomBytes(32).toString("base64url");
  process.env[PEER_FORWARDING_KEY_ENV] = key;
  return { key, server };
}

async function startWebHalf(root: string, port: number): Promise<RequestListener> {
  const nextApp = next({ dev: isDev, dir: root, hostname: "0.0.0.0", port });
  await nextApp.prepare();
  const handle = nextApp.getRequestHandler();
  return (request, response) => void handle(request, response);
}

async function main() {
  registerModules(appModules);
  const settings = config();
  const root = process.cwd();
  const withPages = servesPages();
  process.env.NEXT_TELEMETRY_DISABLED = "1";
  if (!isDev && withPages) {
    ensureBuild(root);
  }
  authSecret();
  // Read (or generated) once at start: a malformed BANKING_ENCRYPTION_KEY stops the server here.
  keyring();
  // next-auth reads these; without a fixed public URL it takes the origin from the request's host.
  process.env.NEXTAUTH_SECRET ??= process.env.AUTH_SECRET;
  if (process.env.PUBLIC_BASE_URL) {
    process.env.NEXTAUTH_URL ??= settings.publicBaseUrl;
  } else {
    process.env.AUTH_TRUST_HOST ??= "true";
  }
  const database = databaseHandle();
  await applyMigrations(database);
  markMigrationsApplied();
  if (settings.webhookTestTargets.length > 0) {
    console.warn(
      `WEBHOOK_TEST_TARGETS is set (${settings.webhookTestTargets.join(", ")}): for development and tests only.`,
    );
  }
  if (mailOutboxDir() && !process.env.SMTP_URL) {
    console.warn(
      `MAIL_OUTBOX_DIR is set (${mailOutboxDir()}): emails are written there; for development and tests only.`,
    );
  }

  // A scaled-out deployment may leave the background lane to `npm run worker` processes (lib/jobs/lanes.ts).
  const workers =
    process.env.RUN_WORKER === "false"
      ? undefined
      : startJobWorkers({ databaseUrl: settings.databaseUrl, lowerPriorityInBackground: false });
  if (workers?.background) {
    console.log(`Jobs: ${workers.description}`);
  }

  const webHalfUpstream = withPages ? await handOverApiAddress() : undefined;
  const peerForwardingKey = webHalfUpstream?.key;
  const handleNext = withPages ? await startWebHalf(root, settings.port) : undefined;
  // Every path the API serves (/v1, the presigned downloads under /files, /api/auth's endpoints,
  // /api/health, /api/openapi.json) goes straight to it, skipping Next's router; request bodies
  // (uploads) stream through untouched. The rest, next-auth's /api/auth/* included, is Next's.
  const api = apiHalf();

  const httpsSite = isHttpsSite(settings.publicBaseUrl);
  const listener: RequestListener = (request, response) => {
    stampPeerAddress(request, peerForwardingKey);
    const url = request.url ?? "/";
    // Set before Next or the API app writes anything, so every response carries them (pages add their CSP).
    for (const [name, value] of Object.entries(responseSecurityHeaders(url, httpsSite))) {
      response.setHeader(name, value);
    }
    // /v1 and /files answer a path with invalid percent-encoding themselves; the rest is refused here.
    if (!api.answersMalformedPaths(url) && refuseMalformedPath(request, response)) {
      return;
    }
    // Without pages, the API app answers every path (its 404 for those it does not serve).
    if (!handleNext || api.serves(url)) {
      api.listener(request, response);
      return;
    }
    handleNext(request, response);
  };
  const server = createServer(listener);
  const serving = stoppable(server);
  const upstreamServing = webHalfUpstream ? stoppable(webHalfUpstream.server.on("request", listener)) : undefined;
  server.keepAliveTimeout = 65_000;
  server.listen(settings.port, "0.0.0.0", () => {
    // The bound port, which PORT=0 leaves to the system.
    const { port } = server.address() as AddressInfo;
    console.log(`Ready on http://localhost:${port} (database: ${database.kind}${withPages ? "" : ", API only"})`);
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) {
      return;
    }
    stopping = true;
    console.log(`${signal} received; finishing in-flight work…`);
    // Bounded even if a job or the database never answers: an orchestrator's SIGKILL would come anyway.
    setTimeout(() => {
      console.error(`Still stopping ${STOP_DEADLINE_MS / 1000} s after ${signal}; exiting.`);
      process.exit(1);
    }, STOP_DEADLINE_MS).unref();
    // Every request already received is answered before anything it needs closes: the jobs, the
    // audit batch, the database pool (closing the pool first answered those requests 500).
    const [served] = await Promise.all([serving.stop(STOP_GRACE_MS), workers?.stop()]);
    // The web half's own calls ended with the page requests that made them.
    const upstream = await upstreamServing?.stop(1_000);
    if (served.forced || upstream?.forced) {
      console.warn(`Requests still open after ${STOP_GRACE_MS / 1000} s were cut.`);
    }
    await flushAuditLog();
    await database.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
