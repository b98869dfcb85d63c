import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface ChatRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    response_format?: { type: string };
    temperature?: number;
  };
}

/** What the fake answers: a JSON body as an OpenAI chat completion, or a raw HTTP status and text. */
export type FakeReply = { content: string } | { status: number; text: string; headers?: Record<string, string> };

export interface FakeOpenAi {
  /** `http://127.0.0.1:<port>/v1`, as LLM_BASE_URL. */
  baseUrl: string;
  requests: ChatRequest[];
  close(): Promise<void>;
}

/**
 * A real HTTP server speaking the OpenAI chat completions protocol on a free local port, answering
 * each request with `reply` (which may wait, to hold a request open).
 */
export async function startFakeOpenAi(
  reply: (request: ChatRequest) => Promise<FakeReply> | FakeReply,
): Promise<FakeOpenAi> {
  const requests: ChatRequest[] = [];
  const server: Server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", async () => {
      const request: ChatRequest = {
        path: incoming.url ?? "",
        headers: incoming.headers,
        body: JSON.parse(Buffer.concat(chunks).toString("utf8")),
      };
      requests.push(request);
      const answer = await reply(request);
      if ("status" in answer) {
        outgoing.writeHead(answer.status, { "content-type": "text/plain", ...answer.headers }).end(answer.text);
        return;
      }
      const completion = {
        id: `chatcmpl-${requests.length}`,
        object: "chat.completion",
        model: request.body.model,
        choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: answer.content } }],
      };
      outgoing.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(completion));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
