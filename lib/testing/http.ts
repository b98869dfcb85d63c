import { apiApp } from "@/lib/api/app";
import { PEER_ADDRESS_HEADER } from "@/lib/net/peer";

export interface ApiCall {
  method?: string;
  token?: string;
  body?: unknown;
  rawBody?: BodyInit;
  headers?: Record<string, string>;
  /** The socket address the server would see; omitted means undeterminable. */
  peer?: string;
}

export interface ApiResult<T = any> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

/** One HTTP request through the real API app (in-process, real database). */
export async function call<T = any>(path: string, options: ApiCall = {}): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) {
    headers.authorization = `Bearer ${options.token}`;
  }
  if (options.peer) {
    headers[PEER_ADDRESS_HEADER] = options.peer;
  }
  let body: BodyInit | undefined = options.rawBody;
  if (options.body !== undefined) {
    headers["content-type"] ??= "application/json";
    body = JSON.stringify(options.body);
  }
  const response = await apiApp().request(path, { method: options.method ?? (body ? "POST" : "GET"), headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON; keep the text
  }
  return { status: response.status, body: parsed as T, text, headers: response.headers };
}
