import type { MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import { recordApiCall } from "@/lib/audit/api-calls";
import type { CredentialResolver } from "@/lib/auth/bearer";
import { addressInNetworks } from "@/lib/net/ip";
import type { ApiEnv } from "../context";
import { apiError } from "../errors";

type Env = ApiEnv & { Variables: { ipAllowlist: string[] | null } };

/** Resolves the credential; a failure answers 401 here, before anything is audited. */
export function authenticate(resolveCredential: CredentialResolver): MiddlewareHandler<Env> {
  return async (c, next) => {
    const resolved = await resolveCredential(c.req.header("authorization"));
    c.set("principal", resolved.principal);
    c.set("ipAllowlist", resolved.ipAllowlist);
    await next();
  };
}

/** `/v1/org/:org_id` → `/v1/org/{org_id}`: the matched template, as the spec writes paths. */
function matchedRouteTemplate(c: Parameters<MiddlewareHandler>[0]): string | null {
  const handlerRoute = matchedRoutes(c)
    .filter((route) => route.method !== "ALL")
    .at(-1);
  return handlerRoute ? handlerRoute.path.replace(/:([A-Za-z0-9_]+)/g, "{$1}") : null;
}

/** Writes one audit row per authenticated call, whatever its outcome (GET /v1/system_audit_log). */
export const auditApiCall: MiddlewareHandler<Env> = async (c, next) => {
  const startedAt = performance.now();
  const occurredAt = new Date();
  await next();
  const url = new URL(c.req.url);
  try {
    recordApiCall({
      principal: c.get("principal"),
      occurredAt,
      method: c.req.method,
      path: url.pathname,
      route: matchedRouteTemplate(c),
      statusCode: c.res.status,
      durationMs: Math.round(performance.now() - startedAt),
      queryParamNames: [...new Set(url.searchParams.keys())],
      clientIp: c.get("clientIp"),
      requestId: c.get("requestId"),
    });
  } catch (error) {
    console.error(`[${c.get("requestId")}] audit write failed`, error);
  }
};

/** The IP allowlist binds ak_ keys only; an undeterminable client IP is denied when a list is set. */
export const enforceIpAllowlist: MiddlewareHandler<Env> = async (c, next) => {
  const allowlist = c.get("ipAllowlist");
  if (c.get("principal").actor.type === "api_key" && allowlist && allowlist.length > 0) {
    const clientIp = c.get("clientIp");
    if (!clientIp || !addressInNetworks(clientIp, allowlist)) {
      throw apiError(
        "ip_not_allowed",
        clientIp
          ? `Client IP ${clientIp} is not in the organization's API IP allowlist.`
          : "The client IP could not be determined and the organization has an API IP allowlist.",
      );
    }
  }
  await next();
};
