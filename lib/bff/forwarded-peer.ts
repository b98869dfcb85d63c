import { createHmac, timingSafeEqual } from "node:crypto";
import { addressInNetworks } from "@/lib/net/ip";
import { PEER_ADDRESS_HEADER } from "@/lib/net/peer";

/**
 * The web half calls the API over loopback HTTP, so the API's socket peer is 127.0.0.1; the browser's
 * address travels along in PEER_ADDRESS_HEADER (with its X-Forwarded-For) and a proof: an HMAC of
 * both under a key lib/server/main.ts makes at start and hands to its own web half in
 * PEER_FORWARDING_KEY_ENV. The server keeps a forwarded address only when the request comes from
 * loopback with a valid proof; any other copy is replaced by the socket address. A browser never
 * sees the key, and a web half in another process (a remote UPSTREAM_API_URL) has none, so its
 * calls count as coming from its own address, as they always did.
 */
export const PEER_PROOF_HEADER = "x-vrp-peer-proof";
export const PEER_FORWARDING_KEY_ENV = "VRP_PEER_FORWARDING_KEY";

const LOOPBACK = ["127.0.0.0/8", "::1/128"];

function proofOf(key: string, peer: string, forwardedFor: string): string {
  return createHmac("sha256", key).update(`${peer}\n${forwardedFor}`).digest("base64url");
}

/**
 * The headers that carry the browser's address (as the server stamped it on the request to the web
 * half) to the API; none when this process's server did not hand over a key or stamped no address.
 */
export function forwardedPeerHeaders(client: Pick<Headers, "get">): Record<string, string> {
  const key = process.env[PEER_FORWARDING_KEY_ENV];
  const peer = client.get(PEER_ADDRESS_HEADER);
  if (!key || !peer) {
    return {};
  }
  const forwardedFor = client.get("x-forwarded-for") ?? "";
  return {
    [PEER_ADDRESS_HEADER]: peer,
    ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}),
    [PEER_PROOF_HEADER]: proofOf(key, peer, forwardedFor),
  };
}

interface IncomingPeer {
  socketAddress: string | undefined;
  headers: Record<string, string | string[] | undefined>;
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(", ") : (value ?? ""));

/** Whether a request's forwarded address is its own web half's: from loopback, with a valid proof. */
export function isForwardedByWebHalf({ socketAddress, headers }: IncomingPeer, key: string | undefined): boolean {
  const proof = single(headers[PEER_PROOF_HEADER]);
  const peer = single(headers[PEER_ADDRESS_HEADER]);
  if (!key || !proof || !peer || !socketAddress || !addressInNetworks(socketAddress, LOOPBACK)) {
    return false;
  }
  const expected = Buffer.from(proofOf(key, peer, single(headers["x-forwarded-for"])));
  const given = Buffer.from(proof);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
