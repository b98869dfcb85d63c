import type { z } from "@hono/zod-openapi";
import { anyCredential } from "./access-policy";
import type { ServiceContext } from "./context";
import { commonErrors, json } from "./responses";
import { defineRoute } from "./route";
import { readContext } from "./service-context";
import type { ApiApp } from "./types";

interface ReadRouteOptions<Query extends z.ZodObject, Response extends z.ZodType> {
  path: `/v1/${string}`;
  tag: string;
  operationId: string;
  summary: string;
  description?: string;
  query?: Query;
  response: Response;
  read: (ctx: ServiceContext, query: z.infer<Query>) => Promise<z.input<Response>>;
}

/** A GET route with no path parameters that any credential of the org may call. */
export function registerReadRoute<Query extends z.ZodObject, Response extends z.ZodType>(
  app: ApiApp,
  options: ReadRouteOptions<Query, Response>,
) {
  const route = defineRoute({
    method: "get",
    path: options.path,
    tags: [options.tag],
    operationId: options.operationId,
    summary: options.summary,
    description: options.description,
    request: options.query ? { query: options.query } : {},
    access: anyCredential,
    responses: { 200: json(options.response, "OK"), ...commonErrors },
  });
  app.openapi(route, async (c) => {
    const query = (options.query ? c.req.valid("query" as never) : {}) as z.infer<Query>;
    return c.json((await options.read(readContext(c), query)) as never, 200);
  });
}
