import { serveThread } from "@/lib/threads/serve";
import type { ParseRequest } from "./off-thread";
import { parseBom } from "./parse-bom";

/**
 * The body of the parsing thread (./off-thread): one file at a time, so a file that takes too long
 * or too much memory costs only this thread, which the pool then ends and replaces.
 */
serveThread((request: ParseRequest) => parseBom(new Uint8Array(request.bytes), request.file));
