import { parentPort } from "node:worker_threads";
import { classifyDocument } from "./classify";
import { extractText } from "./extract";
import type { ExtractionReply, ExtractionRequest } from "./extraction-pool";

/**
 * The body of an extraction thread (./extraction-pool): reads one document at a time, so a file
 * that takes too long or too much memory costs only this thread, which the pool then ends.
 */
const port = parentPort;
if (port) {
  port.on("message", async (request: ExtractionRequest) => {
    let reply: ExtractionReply;
    try {
      const text = await extractText(request.extension, Buffer.from(request.bytes));
      const documentType = classifyDocument(text, request.fileName, new Set(request.allowedTypes));
      reply = { text, documentType };
    } catch (error) {
      reply = { error: (error instanceof Error ? error.message : String(error)).slice(0, 1000) };
    }
    port.postMessage(reply);
  });
  port.postMessage("ready");
}
