import { createServer, type IncomingMessage } from "node:http";
import { getRequestListener } from "@hono/node-server";
import next from "next";
import "@/lib/jobs/registry";
import { apiApp } from "@/lib/api/app";
import { refuseMalformedPath } from "@/lib/api/malformed-path";
import { flushAuditLog } from "@/lib/audit/api-calls";
import { authSecret, config } from "@/lib/config/env";
import { databaseHandle } from "@/lib/db/client";
import { applyMigrations } from "@/lib/db/migrate";
import { markMigrationsApplied } from "@/lib/db/readiness";
import { type JobListener, listenForJobs } from "@/lib/jobs/listen";
import { JobWorker, workerConcurrency } from "@/lib/jobs/worker";
import { PEER_ADDRESS_HEADER } from "@/lib/net/peer";
import { isHttpsSite, responseSecurityHeaders } from "@/lib/web/security-headers";
import { ensureBuild } from "./build";

const isDev = process.argv.includes("--dev");

/** The socket address is the only trustworthy peer; any client-sent copy of the header is replaced. */
function stampPeerAddress(request: IncomingMessage): void {
  delete request.headers[PEER_ADDRESS_HEADER];
  if (request.socket.remoteAddress) {
    request.headers[PEER_ADDRESS_HEADER] = request.socket.remoteAddress;
  }
}

async function main() {
  const settings = config();
  const root = process.cwd();
  process.env.NEXT_TELEMETRY_DISABLED = "1";
  if (!isDev) {
    ensureBuild(root);
  }
  authSecret();
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

  const worker = new JobWorker({ concurrency: workerConcurrency() });
  let listener: JobListener | undefined;
  if (process.env.RUN_WORKER !== "false") {
    worker.start();
    // Other instances' jobs wake this worker too (a PostgreSQL server is shared by many processes).
    listener = settings.databaseUrl ? listenForJobs(settings.databaseUrl) : undefined;
  }

  const nextApp = next({ dev: isDev, dir: root, hostname: "0.0.0.0", port: settings.port });
  await nextApp.prepare();
  const handleNext = nextApp.getRequestHandler();
  // /v1 (and the presigned downloads under /files) go straight to the same Hono app the catch-all
  // routes mount, skipping Next's router; request bodies (uploads) stream through untouched.
  const handleApi = getRequestListener(apiApp().fetch);

  const httpsSite = isHttpsSite(settings.publicBaseUrl);
  const server = createServer((request, response) => {
    stampPeerAddress(request);
    const url = request.url ?? "/";
    // Set before Next or the API app writes anything, so every response carries them (pages add their CSP).
    for (const [name, value] of Object.entries(responseSecurityHeaders(url, httpsSite))) {
      response.setHeader(name, value);
    }
    if (url === "/v1" || url.startsWith("/v1/") || url.startsWith("/v1?") || url.startsWith("/files/")) {
      void handleApi(request, response);
      return;
    }
    if (refuseMalformedPath(request, response)) {
      return;
    }
    void handleNext(request, response);
  });
  server.keepAliveTimeout = 65_000;
  server.listen(settings.port, "0.0.0.0", () => {
    console.log(`Ready on http://localhost:${settings.port} (database: ${database.kind})`);
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) {
      return;
    }
    stopping = true;
    console.log(`${signal} received; finishing in-flight work…`);
    server.close();
    server.closeIdleConnections();
    await listener?.close();
    await worker.stop();
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
