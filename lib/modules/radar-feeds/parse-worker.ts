import { parentPort, workerData } from "node:worker_threads";
import { decodeFeed, InvalidFeed, parseAndMatch } from "./parse";
import type { ParseReply, ParseRequest } from "./parse-thread";

/**
 * The body of a feed parsing thread (./parse-thread): parses one feed and matches its items, so a
 * feed that takes too long or too much memory costs only this thread, which is then ended.
 */
const port = parentPort;
if (port) {
  const request = workerData as ParseRequest;
  let reply: ParseReply;
  try {
    const xml = decodeFeed(new Uint8Array(request.bytes), request.contentType);
    reply = { feed: parseAndMatch(xml, request) };
  } catch (error) {
    const message = error instanceof InvalidFeed ? error.message : "The feed could not be read.";
    reply = { error: message };
  }
  port.postMessage(reply);
}
