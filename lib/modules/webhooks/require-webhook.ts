import type { MiddlewareHandler } from "hono";
import type { ApiEnv } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import { findWebhookInOrg } from "./service";

/** Another organization's (or an unknown or archived) webhook is 404 before the body is validated. */
export const requireWebhookInOrg: MiddlewareHandler<ApiEnv> = async (c, next) => {
  await findWebhookInOrg(db(), c.get("principal").orgId, c.req.param("webhook_id") ?? "");
  await next();
};
