import type { IncomingMessage, ServerResponse } from "node:http";
import { errorBody, errorCodes } from "@/lib/contract/error-codes";

/** Whether the path of a request target is valid percent-encoded UTF-8 (`%c0%af` is not). */
export function hasDecodablePath(target: string): boolean {
  const path = target.split(/[?#]/, 1)[0] ?? "";
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Answers 400 invalid_path for a path that is not valid percent-encoding and returns true; else
 * false. The app server runs it before Next.js, whose production build answers such a path on any
 * dynamic route (`/api/v1/vendors/..%c0%af`, `/api/auth/invitations/%c0%af`) with a bare 500.
 */
export function refuseMalformedPath(request: IncomingMessage, response: ServerResponse): boolean {
  if (hasDecodablePath(request.url ?? "/")) {
    return false;
  }
  response.writeHead(errorCodes.invalid_path.status, {
    "content-type": "application/json",
    "cache-control": "no-store",
  });
  response.end(JSON.stringify(errorBody("invalid_path")));
  return true;
}
