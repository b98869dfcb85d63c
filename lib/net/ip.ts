// Pure functions with no Node.js imports: the web app uses them in the browser too. Parsing and
// printing addresses is ipaddr.js's; this module adds the rules the product needs on top (strict
// dotted quads, IPv4-mapped folding, CIDR reasons, client IP resolution) and 32/128-bit values for
// the arithmetic of public-address.ts.
import ipaddr from "ipaddr.js";

/** Four decimal parts without leading zeros: ipaddr.js also reads "127.1", "0x7f.0.0.1" and "010.0.0.1". */
export function isIPv4(text: string): boolean {
  return ipaddr.IPv4.isValidFourPartDecimal(text);
}

/** An IPv6 address without a zone id, whose dotted IPv4 tail (if any) is a strict four-part decimal. */
export function isIPv6(text: string): boolean {
  if (!/^[0-9a-fA-F:.]+$/.test(text) || !ipaddr.IPv6.isValid(text)) {
    return false;
  }
  const dottedTail = text.slice(text.lastIndexOf(":") + 1);
  return !dottedTail.includes(".") || isIPv4(dottedTail);
}

export interface ParsedAddress {
  version: 4 | 6;
  value: bigint;
}

export interface Network {
  version: 4 | 6;
  base: bigint;
  prefix: number;
}

/**
 * ipaddr.js reads "::a.b.c.d" as the IPv4-mapped "::ffff:a.b.c.d"; RFC 4291 calls it the
 * (deprecated) IPv4-compatible address "::0:a.b.c.d", which it is spelled out as here.
 */
const spelledOut = (text: string) => (/^::\d+\.\d+\.\d+\.\d+$/.test(text) ? `0:0:0:0:0:0:${text.slice(2)}` : text);

const bigintOf = (bytes: number[]): bigint => bytes.reduce((acc, byte) => (acc << 8n) | BigInt(byte), 0n);

function bytesOf(address: ParsedAddress): number[] {
  const length = address.version === 4 ? 4 : 16;
  return Array.from({ length }, (_, index) => Number((address.value >> BigInt((length - 1 - index) * 8)) & 0xffn));
}

const MAPPED_PREFIX = 0xffffn << 32n;

/** Strips IPv6 brackets and zone ids; anything else malformed is null. */
function addressText(raw: string): { text: string; isBracketed: boolean } | null {
  let text = raw.trim();
  const isBracketed = text.startsWith("[") || text.endsWith("]");
  if (isBracketed) {
    if (!(text.startsWith("[") && text.endsWith("]"))) {
      return null;
    }
    text = text.slice(1, -1);
  }
  const zoneIndex = text.indexOf("%");
  if (zoneIndex >= 0) {
    text = text.slice(0, zoneIndex);
    if (!isIPv6(text)) {
      return null;
    }
  }
  return { text, isBracketed };
}

/**
 * The 128-bit or 32-bit value, without folding IPv4-mapped IPv6 into IPv4 (::ffff:7f00:1 stays
 * version 6): for rules that tell an IPv4-mapped address from the IPv4 address it maps.
 */
export function parseExactAddress(raw: string): ParsedAddress | null {
  const cleaned = addressText(raw);
  if (!cleaned) {
    return null;
  }
  if (isIPv4(cleaned.text)) {
    return cleaned.isBracketed ? null : { version: 4, value: bigintOf(ipaddr.IPv4.parse(cleaned.text).toByteArray()) };
  }
  return isIPv6(cleaned.text)
    ? { version: 6, value: bigintOf(ipaddr.IPv6.parse(spelledOut(cleaned.text)).toByteArray()) }
    : null;
}

const isMapped = (address: ParsedAddress) => address.version === 6 && address.value >> 32n === 0xffffn;

/** Parses an IP address; IPv4-mapped IPv6 (::ffff:a.b.c.d) is normalised to IPv4. Zone ids are dropped. */
export function parseAddress(raw: string): ParsedAddress | null {
  const address = parseExactAddress(raw);
  if (address && isMapped(address)) {
    return { version: 4, value: address.value - MAPPED_PREFIX };
  }
  return address;
}

/** Dotted decimal, or IPv6 as RFC 5952 writes it (lower case, the longest zero run as "::"). */
export function formatAddress(address: ParsedAddress): string {
  return ipaddr.fromByteArray(bytesOf(address)).toString();
}

export function normalizeAddress(raw: string): string | null {
  const parsed = parseAddress(raw);
  return parsed ? formatAddress(parsed) : null;
}

export type CidrResult = { ok: true; network: Network; canonical: string } | { ok: false; reason: string };

/** Parses `a.b.c.d/n` or `x::/n`; a bare address is a single-host network. Host bits must be zero. */
export function parseCidr(raw: string): CidrResult {
  return parseCidrAs(raw, true);
}

/** Like parseCidr, but an IPv4-mapped network (::ffff:0:0/96) stays an IPv6 network. */
export function parseExactCidr(raw: string): CidrResult {
  return parseCidrAs(raw, false);
}

function parseCidrAs(raw: string, foldMapped: boolean): CidrResult {
  if (typeof raw !== "string" || raw.trim() === "") {
    return { ok: false, reason: "empty value" };
  }
  const [addressPart = "", prefixText, extra] = raw.trim().split("/");
  if (extra !== undefined) {
    return { ok: false, reason: "more than one '/'" };
  }
  const raw6or4 = addressPart.includes("%") ? null : parseExactAddress(addressPart);
  if (!raw6or4) {
    return { ok: false, reason: "not an IPv4 or IPv6 address" };
  }
  const maxPrefix = raw6or4.version === 4 ? 32 : 128;
  let prefix = maxPrefix;
  if (prefixText !== undefined) {
    if (!/^\d{1,3}$/.test(prefixText)) {
      return { ok: false, reason: "prefix length is not a number" };
    }
    prefix = Number(prefixText);
    if (prefix > maxPrefix) {
      return { ok: false, reason: `prefix length must be between 0 and ${maxPrefix}` };
    }
  }
  // An IPv4-mapped network of at least /96 means the IPv4 network it maps.
  const address: ParsedAddress =
    foldMapped && isMapped(raw6or4) && prefix >= 96 ? { version: 4, value: raw6or4.value - MAPPED_PREFIX } : raw6or4;
  if (address !== raw6or4) {
    prefix -= 96;
  }
  const hostBits = BigInt((address.version === 4 ? 32 : 128) - prefix);
  if (address.value & ((1n << hostBits) - 1n)) {
    return { ok: false, reason: "host bits are set" };
  }
  const network: Network = { version: address.version, base: address.value, prefix };
  return { ok: true, network, canonical: `${formatAddress(address)}/${prefix}` };
}

export function networkContains(network: Network, address: ParsedAddress): boolean {
  if (network.version !== address.version) {
    return false;
  }
  const hostBits = BigInt((network.version === 4 ? 32 : 128) - network.prefix);
  return address.value >> hostBits === network.base >> hostBits;
}

export function addressInNetworks(address: string, cidrs: readonly string[]): boolean {
  const parsed = parseAddress(address);
  if (!parsed) {
    return false;
  }
  return cidrs.some((cidr) => {
    const result = parseCidr(cidr);
    return result.ok && networkContains(result.network, parsed);
  });
}

/**
 * The client IP (docs/api-notes.md "Client IP and the allowlist"): the socket address unless it is
 * a trusted proxy; then the right-most X-Forwarded-For entry that is not itself a trusted proxy.
 * Null when it cannot be determined.
 */
export function resolveClientIp(
  socketAddress: string | null | undefined,
  forwardedFor: string | null | undefined,
  trustedProxies: readonly string[],
): string | null {
  const socket = socketAddress ? normalizeAddress(socketAddress) : null;
  if (!socket) {
    return null;
  }
  if (trustedProxies.length === 0 || !addressInNetworks(socket, trustedProxies)) {
    return socket;
  }
  const hops = (forwardedFor ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
  for (let index = hops.length - 1; index >= 0; index -= 1) {
    const hop = normalizeAddress(hops[index] ?? "");
    if (!hop) {
      return null;
    }
    if (!addressInNetworks(hop, trustedProxies)) {
      return hop;
    }
  }
  return null;
}
