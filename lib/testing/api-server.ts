import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { PEER_FORWARDING_KEY_ENV } from "@/lib/bff/forwarded-peer";
import { apiHalf, stampPeerAddress } from "@/lib/server/api-half";

export interface ServedApi {
  url: string;
  close(): Promise<void>;
}

/**
 * The API half on a loopback port, as lib/server/main.ts serves it, handed to the web half the same
 * way (UPSTREAM_API_URL and the peer forwarding key), so pages, next-auth and the /api/v1 proxy
 * reach it over HTTP in tests. `close` restores the environment.
 */
export async function serveApiToWebHalf(): Promise<ServedApi> {
  const saved = { upstream: process.env.UPSTREAM_API_URL, key: process.env[PEER_FORWARDING_KEY_ENV] };
  const key = randomBytes(32).toString("base64url");
  const api = apiHalf();
  const server = createServer((request, response) => {
    stampPeerAddress(request, key);
    api.listener(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.UPSTREAM_API_URL = url;
  process.env[PEER_FORWARDING_KEY_ENV] = key;
  return {
    url,
    async close() {
      restore("UPSTREAM_API_URL", saved.upstream);
      restore(PEER_FORWARDING_KEY_ENV, saved.key);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function restore(name: string, value: string | undefined): void {
  if (value === undefined) {
    delete process.env[name];
  } else {
    process.env[name] = value;
  }
}
