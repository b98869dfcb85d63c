import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import pg from "pg";
import { parseApiKey, secretMatches } from "@/lib/auth/api-key-secret";
import { issuedWhileValid, verifySessionToken } from "@/lib/auth/session-token";
import { listAuditLogEntries } from "./bare-audit-log";
import { listChangeFeed } from "./bare-change-feed";
import { listContractRecords } from "./bare-contracts";
import { searchPortfolioComponents } from "./bare-portfolio";
import { listAlerts } from "./bare-radar";
import { getVendor, listVendors } from "./bare-vendors";
import { listLeaderboard } from "./bare-zero-touch";

/**
 * The floor the benchmark compares against: plain node:http plus a pg.Pool doing the same database
 * work per request as the app (key lookup, hash check, then the endpoint's queries), with
 * no framework, no audit row and no validation layer.
 */

// The statements drizzle issues for resolveApiKey and listApiKeys (taken from `.toSQL()`).
const KEY_LOOKUP_SQL =
  'select "api_keys"."id", "api_keys"."org_id", "api_keys"."name", "api_keys"."secret_hash", "api_keys"."scopes", ' +
  '"api_keys"."read_only", "api_keys"."expires_at", "api_keys"."revoked_at", "organizations"."api_ip_allowlist" from "api_keys" ' +
  'inner join "organizations" on "organizations"."id" = "api_keys"."org_id" where "api_keys"."id" = $1 limit $2';

// The statement drizzle issues for a dashboard session token's user (resolveSessionToken).
const USER_LOOKUP_SQL =
  'select "id", "org_id", "role", "status", "is_archived", "sessions_valid_after" from "users" ' +
  'where ("users"."id" = $1 and "users"."org_id" = $2) limit $3';

const LIST_KEYS_SQL =
  'select "id", "org_id", "name", "secret_hash", "scopes", "created_by_user_id", "rotated_from_id", "created_at", ' +
  '"expires_at", "last_used_at", "revoked_at", "revoke_reason", "read_only" from "api_keys" where "api_keys"."org_id" = $1 ' +
  'order by "api_keys"."created_at" desc, "api_keys"."id" desc';

interface KeyRow {
  id: string;
  org_id: string;
  secret_hash: string;
  scopes: string[];
  expires_at: Date | null;
  revoked_at: Date | null;
}

interface UserRow {
  id: string;
  org_id: string;
  role: string;
  status: string;
  is_archived: boolean;
  sessions_valid_after: Date | null;
}

/** Who a request is: an ak_ key (its scopes) or a dashboard user (a session token, no scopes). */
interface Caller {
  org_id: string;
  scopes: string[];
  isUser: boolean;
}

interface ListedKeyRow {
  id: string;
  name: string;
  scopes: string[];
  created_by_user_id: string | null;
  rotated_from_id: string | null;
  created_at: Date;
  expires_at: Date | null;
  last_used_at: Date | null;
  revoked_at: Date | null;
  read_only: boolean;
}

export interface BareServer {
  close(): Promise<void>;
}

const unixSeconds = (date: Date | null): number | null => (date ? Math.floor(date.getTime() / 1000) : null);

function send(response: ServerResponse, status: number, body: unknown): void {
  const payload = JSON.stringify(body);
  response.writeHead(status, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(payload),
  });
  response.end(payload);
}

/**
 * A dashboard session token as the app checks it: the JWT's signature and claims (AUTH_SECRET must be
 * the app's, in this process's environment), then the user's row.
 */
async function authenticateSession(pool: pg.Pool, credential: string): Promise<Caller | null> {
  const claims = await verifySessionToken(credential);
  if (!claims) {
    return null;
  }
  const { rows } = await pool.query<UserRow>(USER_LOOKUP_SQL, [claims.userId, claims.orgId, 1]);
  const user = rows[0];
  if (
    !user ||
    user.is_archived ||
    user.status === "inactive" ||
    user.role === "org:auxiliary_member" ||
    !issuedWhileValid(claims.issuedAtMs, user.sessions_valid_after)
  ) {
    return null;
  }
  return { org_id: user.org_id, scopes: [], isUser: true };
}

async function authenticate(pool: pg.Pool, authorization: string | undefined): Promise<Caller | null> {
  const credential = authorization ? /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1] : undefined;
  if (credential && !credential.startsWith("ak_")) {
    return authenticateSession(pool, credential);
  }
  const parsed = credential ? parseApiKey(credential) : null;
  if (!parsed) {
    return null;
  }
  const { rows } = await pool.query<KeyRow>(KEY_LOOKUP_SQL, [parsed.keyId, 1]);
  const row = rows[0];
  if (!row || !secretMatches(parsed.secretPart, row.secret_hash)) {
    return null;
  }
  if (row.revoked_at || (row.expires_at && row.expires_at.getTime() <= Date.now())) {
    return null;
  }
  return { org_id: row.org_id, scopes: row.scopes, isUser: false };
}

async function listKeys(pool: pg.Pool, orgId: string) {
  const { rows } = await pool.query<ListedKeyRow>(LIST_KEYS_SQL, [orgId]);
  const now = Date.now();
  const byId = new Map(rows.map((row) => [row.id, row]));
  // A revocation in the future is a rotation's overlap: the key still works until then.
  const overlapEnd = (row: ListedKeyRow | undefined) =>
    row?.revoked_at && row.revoked_at.getTime() > now ? row.revoked_at : null;
  return {
    data: rows.map((row) => {
      const revoked = row.revoked_at !== null && row.revoked_at.getTime() <= now;
      return {
        id: row.id,
        name: row.name,
        created_at: unixSeconds(row.created_at),
        last_used_at: unixSeconds(row.last_used_at),
        revoked,
        expired: row.expires_at !== null && row.expires_at.getTime() <= now,
        scopes: revoked ? [] : row.scopes,
        created_by_clerk_user_id: row.created_by_user_id,
        granted_scopes: row.scopes,
        expires_at: unixSeconds(row.expires_at),
        read_only: row.read_only,
        revokes_at: unixSeconds(overlapEnd(row)),
        previous_secret_expires_at: unixSeconds(
          overlapEnd(row.rotated_from_id ? byId.get(row.rotated_from_id) : undefined),
        ),
      };
    }),
  };
}

const VENDOR_PATH = /^\/v1\/vendors\/([^/]+)$/;
const CHANGE_FEED_PATH = /^\/v1\/vendors\/([^/]+)\/change_feed$/;
const LEADERBOARD_PATH = "/v1/zero_touch_assessment/leaderboard";
const PORTFOLIO_PATH = "/v1/bill_of_materials/portfolio/components";
const AUDIT_LOG_PATH = "/v1/system_audit_log";
const KNOWN_PATHS = new Set([
  AUDIT_LOG_PATH,
  "/v1/utils/authtest",
  "/v1/api-keys",
  "/v1/vendors",
  "/v1/radar/alerts",
  "/v1/contract-records",
  LEADERBOARD_PATH,
  PORTFOLIO_PATH,
]);

async function handle(pool: pg.Pool, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = new URL(request.url ?? "/", "http://bare");
  const path = url.pathname;
  if (request.method !== "GET" || (!KNOWN_PATHS.has(path) && !VENDOR_PATH.test(path) && !CHANGE_FEED_PATH.test(path))) {
    send(response, 404, { detail: { code: "not_found", message: "Not Found" } });
    return;
  }
  const key = await authenticate(pool, request.headers.authorization);
  if (!key) {
    send(response, 401, { detail: { code: "invalid_credential", message: "Invalid credential." } });
    return;
  }
  if (path === "/v1/utils/authtest") {
    send(response, 200, { msg: "Authentication successful." });
    return;
  }
  if (path === "/v1/vendors") {
    send(response, 200, await listVendors(pool, key.org_id, url.searchParams));
    return;
  }
  if (path === LEADERBOARD_PATH) {
    if (!key.isUser) {
      send(response, 401, { detail: "Unauthorized role." });
      return;
    }
    const board = await listLeaderboard(pool, key.org_id, url.search.slice(1));
    send(response, board ? 200 : 404, board ?? { detail: { code: "not_found", message: "Not Found" } });
    return;
  }
  if (path === "/v1/radar/alerts") {
    const alerts = await listAlerts(pool, key.org_id, url.search.slice(1));
    send(response, alerts ? 200 : 404, alerts ?? { detail: { code: "not_found", message: "Not Found" } });
    return;
  }
  if (path === "/v1/contract-records") {
    const contracts = await listContractRecords(pool, key.org_id, url.search.slice(1));
    send(response, contracts ? 200 : 404, contracts ?? { detail: { code: "not_found", message: "Not Found" } });
    return;
  }
  if (path === AUDIT_LOG_PATH) {
    send(response, 200, await listAuditLogEntries(pool, key.org_id, url.search.slice(1)));
    return;
  }
  if (path === PORTFOLIO_PATH) {
    const hits = await searchPortfolioComponents(pool, key.org_id, url.search.slice(1));
    send(response, hits ? 200 : 404, hits ?? { detail: { code: "not_found", message: "Not Found" } });
    return;
  }
  const feedVendorId = CHANGE_FEED_PATH.exec(path)?.[1];
  if (feedVendorId) {
    const feed = await listChangeFeed(pool, key.org_id, decodeURIComponent(feedVendorId), url.search.slice(1));
    send(response, feed ? 200 : 404, feed ?? { detail: { code: "not_found", message: "Not Found" } });
    return;
  }
  const vendorId = VENDOR_PATH.exec(path)?.[1];
  if (vendorId) {
    const vendor = await getVendor(pool, key.org_id, decodeURIComponent(vendorId));
    send(
      response,
      vendor ? 200 : 404,
      vendor ?? { detail: { code: "vendor_not_found", message: "Vendor not found." } },
    );
    return;
  }
  if (!key.scopes.includes("keys:manage")) {
    send(response, 403, { detail: { code: "forbidden", message: "Missing scope keys:manage." } });
    return;
  }
  send(response, 200, await listKeys(pool, key.org_id));
}

/** Listens on 127.0.0.1:`port` with a pool of `poolSize` connections to `databaseUrl`. */
export async function startBareServer(databaseUrl: string, port: number, poolSize = 10): Promise<BareServer> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  pool.on("error", (error) => console.error("bare pool error", error.message));
  // Handlers still running when the load stops finish before the pool closes.
  const inFlight = new Set<Promise<void>>();
  const server: Server = createServer((request, response) => {
    const handling = handle(pool, request, response).catch((error: unknown) => {
      console.error("bare server error", error);
      if (!response.headersSent) {
        send(response, 500, { detail: { code: "internal_error", message: "Unexpected error." } });
      } else {
        response.destroy();
      }
    });
    inFlight.add(handling);
    void handling.finally(() => inFlight.delete(handling));
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  return {
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await Promise.allSettled([...inFlight]);
      await pool.end();
    },
  };
}
