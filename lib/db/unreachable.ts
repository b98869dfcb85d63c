/** Socket errors of a connection to the database server that could not be made or was cut. */
const SOCKET_ERRORS = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENETUNREACH"]);
/** SQLSTATE 57P01–57P03: the server is shutting down, crashed or still starting. */
const SERVER_GOING_OR_COMING = /^57P0[123]$/;
/** What node-postgres says of a connection that ended or that its pool could not open in time. */
const POOL_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;
const MAX_CAUSES = 5;
/** Five digits or capitals, at least one a digit: `23505`, `P0001`; not a socket error's `EPIPE`. */
const SQLSTATE = /^(?=.*\d)[0-9A-Z]{5}$/;

const isConnectionCode = (code: unknown) =>
  typeof code === "string" && (SOCKET_ERRORS.has(code) || code.startsWith("08") || SERVER_GOING_OR_COMING.test(code));

/**
 * When a failed query failed because the PostgreSQL server could not be reached (a restart, a
 * failover, a network cut) rather than because of the query, the driver's own words for the log;
 * otherwise undefined. SQLSTATE class 08 is a connection exception. Looks through drizzle's
 * wrapping (`cause`), whose message carries the statement and its parameters, which a log must not;
 * but not into a failed `fetch`, whose cause is a socket error of some other server.
 */
export function databaseUnreachableReason(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth < MAX_CAUSES; depth += 1) {
    if (current.message === "fetch failed") {
      return undefined;
    }
    if (isConnectionCode((current as { code?: unknown }).code) || POOL_MESSAGES.test(current.message)) {
      return current.message;
    }
    current = current.cause;
  }
  return undefined;
}

/**
 * The SQLSTATE of a failed query (`23505`, `55P03`), found on the driver's error through drizzle's
 * wrapping (`cause`); undefined for an error that carries none.
 */
export function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === "object" && depth < MAX_CAUSES; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === "string" && SQLSTATE.test(code)) {
      return code;
    }
    current = cause;
  }
  return undefined;
}

/** The driver's own message, the innermost cause's: never drizzle's, which carries the statement's parameters. */
export function driverMessage(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && current.cause instanceof Error && depth < MAX_CAUSES; depth += 1) {
    current = current.cause;
  }
  return current instanceof Error ? current.message : String(current);
}

const LOG_EVERY_MS = 5_000;
let lastLoggedAt = 0;
let unlogged = 0;

/**
 * One log line per request answered 503 while the server is gone would be thousands a second; this
 * logs the first and then one line per 5 s with how many more there were.
 */
export function logDatabaseUnreachable(requestId: string, reason: string, now = Date.now()): void {
  if (now - lastLoggedAt < LOG_EVERY_MS) {
    unlogged += 1;
    return;
  }
  const more = unlogged > 0 ? ` (and ${unlogged} more requests since the last such line)` : "";
  console.error(`[${requestId}] database unreachable: ${reason}${more}`);
  lastLoggedAt = now;
  unlogged = 0;
}
