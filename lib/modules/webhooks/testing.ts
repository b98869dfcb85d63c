import { once } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { resetConfigForTests } from "@/lib/config/env";
import { db } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { webhookDeliveries, webhookEvents } from "./tables";

export interface ReceivedRequest {
  path: string;
  headers: IncomingMessage["headers"];
  body: string;
}

type Responder = (request: ReceivedRequest, res: ServerResponse) => void;

/**
 * A local receiver for real deliveries in tests. Its origin is put in WEBHOOK_TEST_TARGETS,
 * the only way around the URL rules. Each path answers with its own responder (200 by default).
 */
export async function startReceiver() {
  const received: ReceivedRequest[] = [];
  const responders = new Map<string, Responder>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const request = { path: req.url ?? "/", headers: req.headers, body: Buffer.concat(chunks).toString("utf8") };
      received.push(request);
      const respond = responders.get(request.path) ?? ((_r, response) => response.writeHead(200).end("ok"));
      respond(request, res);
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.WEBHOOK_TEST_TARGETS = origin;
  resetConfigForTests();
  return {
    origin,
    received,
    on(path: string, responder: Responder) {
      responders.set(path, responder);
    },
    at: (path: string) => received.filter((request) => request.path === path),
    async close() {
      server.closeAllConnections();
      server.close();
      delete process.env.WEBHOOK_TEST_TARGETS;
      resetConfigForTests();
    },
  };
}

/**
 * A delivered attempt of a test event in a webhook's history, written straight to the tables (a real
 * one needs the job worker and a receiver): the security suite's `delivery_id` fixture. Returns its ID.
 */
export async function insertDeliveryAttempt(org: { orgId: string }, webhookId: string): Promise<string> {
  const eventId = newId("webhookEvent");
  const id = newId("webhookDelivery");
  await db().insert(webhookEvents).values({ id: eventId, orgId: org.orgId, eventType: "webhook.test", body: "{}" });
  await db()
    .insert(webhookDeliveries)
    .values({
      id,
      orgId: org.orgId,
      webhookId,
      jobId: `job_${eventId}`,
      eventId,
      eventType: "webhook.test",
      attempt: 1,
      status: "delivered",
      responseStatus: 204,
      requestHeaders: [["Content-Type", "application/json"]],
      responseHeaders: [],
      responseBody: "",
    });
  return id;
}
