import type { IncomingMessage, ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { apiApp } from "@/lib/api/app";
import { openApiDocument } from "@/lib/api/openapi";
import { isForwardedByWebHalf, PEER_PROOF_HEADER } from "@/lib/bff/forwarded-peer";
import { maxJsonBodyBytes } from "@/lib/net/body-limit";
import { PEER_ADDRESS_HEADER } from "@/lib/net/peer";
import { health } from "./health";
import { largeBodyAdmission } from "./large-bodies";

/**
 * The socket address is the only trustworthy peer; any client-sent copy of the header is replaced.
 * The one exception is this process's own web half calling over loopback with the forwarding key's
 * proof (lib/bff/forwarded-peer.ts): its request carries the browser's address, which it keeps.
 */
export function stampPeerAddress(request: IncomingMessage, forwardingKey: string | undefined): void {
  const forwarded = isForwardedByWebHalf(
    { socketAddress: request.socket.remoteAddress, headers: request.headers },
    forwardingKey,
  );
  delete request.headers[PEER_PROOF_HEADER];
  if (forwarded) {
    return;
  }
  delete request.headers[PEER_ADDRESS_HEADER];
  if (request.socket.remoteAddress) {
    request.headers[PEER_ADDRESS_HEADER] = request.socket.remoteAddress;
  }
}

const INSTALLATION_PATHS = new Set(["/api/health", "/api/openapi.json"]);
const API_PREFIXES = /^\/v1(?:\/|$)|^\/files\//;

const pathOf = (target: string) => target.split(/[?#]/, 1)[0] ?? "/";

/** One route path of the API app as a whole-path pattern: `/api/auth/invitations/:token` → `^/api/auth/invitations/[^/]+$`. */
function routePattern(path: string): RegExp {
  const source = path
    .split("/")
    .map((segment) => (segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return new RegExp(`^${source}/?$`);
}

/**
 * Whether a request target belongs to the API half: /v1 and /files (the API app answers even their
 * unknown paths), /api/health, /api/openapi.json, and each other path the API app routes (its
 * /api/auth endpoints). Everything else, next-auth's /api/auth/* included, is the web half's.
 */
export function apiPathMatcher(routePaths: readonly string[]): (target: string) => boolean {
  const patterns = [...new Set(routePaths)]
    .filter((path) => path.startsWith("/") && !path.includes("*") && !API_PREFIXES.test(path))
    .map(routePattern);
  return (target) => {
    const path = pathOf(target);
    return API_PREFIXES.test(path) || INSTALLATION_PATHS.has(path) || patterns.some((pattern) => pattern.test(path));
  };
}

/** /api/health and /api/openapi.json: about the installation, beside the API app's own routes. */
function installationEndpoints(): Hono {
  const app = new Hono();
  let document: unknown;
  app.get("/api/health", () => health());
  app.get("/api/openapi.json", (c) => {
    document ??= openApiDocument();
    return c.json(document);
  });
  return app;
}

type Listener = (request: IncomingMessage, response: ServerResponse) => void;

interface ApiHalf {
  serves: (target: string) => boolean;
  /** /v1 and /files answer a path that is not valid percent-encoding with their own error. */
  answersMalformedPaths: (target: string) => boolean;
  listener: Listener;
}

/** The API half of the server: which targets it serves, and the listener that serves them. */
export function apiHalf(): ApiHalf {
  const app = apiApp();
  const handleApi = getRequestListener(app.fetch);
  const handleInstallation = getRequestListener(installationEndpoints().fetch);
  const admitLargeBody = largeBodyAdmission({ limit: maxJsonBodyBytes });
  return {
    serves: apiPathMatcher(app.routes.map((route) => route.path)),
    answersMalformedPaths: (target) => API_PREFIXES.test(pathOf(target)),
    listener: (request, response) => {
      const handle = INSTALLATION_PATHS.has(pathOf(request.url ?? "/")) ? handleInstallation : handleApi;
      admitLargeBody(request, response, (admitted, answer) => void handle(admitted, answer));
    },
  };
}
