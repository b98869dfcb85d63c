import { parentPort, workerData } from "node:worker_threads";
import type { ParseRequest } from "./off-thread";
import { parseBom } from "./parse-bom";

/**
 * The body of a parsing thread (./off-thread): parses one file and posts the result, so a file
 * that takes too long or too much memory costs only this thread, which is then ended.
 */
const port = parentPort;
if (port) {
  const request = workerData as ParseRequest;
  port.postMessage(parseBom(new Uint8Array(request.bytes), request.file));
}
