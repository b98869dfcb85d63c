import "@/lib/jobs/registry";
import { apiApp } from "./app";

/** Next.js route handlers that hand the request to the API app unchanged. */
export function nextApiHandlers() {
  const handler = (request: Request) => apiApp().fetch(request);
  return {
    GET: handler,
    POST: handler,
    PUT: handler,
    PATCH: handler,
    DELETE: handler,
    OPTIONS: handler,
    HEAD: handler,
  };
}
