import type { OpenAPIHono } from "@hono/zod-openapi";
import type { ApiEnv } from "./context";

export type ApiApp = OpenAPIHono<ApiEnv>;
