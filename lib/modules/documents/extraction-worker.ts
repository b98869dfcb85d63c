import { serveThread } from "@/lib/threads/serve";
import { classifyDocument } from "./classify";
import { extractText } from "./extract";
import type { ExtractionRequest, ExtractionResult } from "./extraction-pool";

/** The body of an extraction thread (./extraction-pool): one document at a time. */
serveThread<ExtractionRequest, ExtractionResult>(async (request) => {
  const text = await extractText(request.extension, Buffer.from(request.bytes));
  return { text, documentType: classifyDocument(text, request.fileName, new Set(request.allowedTypes)) };
});
