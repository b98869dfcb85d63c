// Pure functions with no Node.js imports: the web app uses them in the browser too.

const IPV4_OCTET = "(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)";
const IPV4_PATTERN = new RegExp(`^${IPV4_OCTET}(\\.${IPV4_OCTET}){3}$`);

export function isIPv4(text: string): boolean {
  return IPV4_PATTERN.test(text);
}

export function isIPv6(text: string): boolean {
  if (!/^[0-9a-fA-F:.]+$/.test(text)) {
    return false;
  }
  const halves = text.split("::");
  if (halves.length > 2) {
    return false;
  }
  const split = (part: string) => (part === "" ? [] : part.split(":"));
  const head = split(halves[0] ?? "");
  const tail = halves.length === 2 ? split(halves[1] ?? "") : [];
  const groups = [...head, ...tail];
  let count = groups.length;
  const last = groups.at(-1);
  if (last?.includes(".")) {
    // A dotted IPv4 tail may only close the address.
    if (!isIPv4(last) || (halves.length === 2 && tail.length === 0)) {
      return false;
    }
    groups.pop();
    count += 1;
  }
  if (!groups.every((group) => /^[0-9a-fA-F]{1,4}$/.test(group))) {
    return false;
  }
  return halves.length === 2 ? count <= 7 : count === 8;
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

function parseIPv4(text: string): bigint {
  return text.split(".").reduce((acc, part) => (acc << 8n) | BigInt(Number(part)), 0n);
}

function parseIPv6(text: string): bigint {
  let input = text;
  // An embedded dotted IPv4 tail (::ffff:1.2.3.4) becomes two hextets.
  const dotted = input.match(/(\d+\.\d+\.\d+\.\d+)$/);
  if (dotted?.[1]) {
    const v4 = parseIPv4(dotted[1]);
    input = `${input.slice(0, -dotted[1].length)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head = "", tail] = input.split("::");
  const headParts = head ? head.split(":") : [];
  const tailParts = tail ? tail.split(":") : [];
  const missing = 8 - headParts.length - tailParts.length;
  const parts = tail === undefined ? headParts : [...headParts, ...Array(missing).fill("0"), ...tailParts];
  return parts.reduce((acc, part) => (acc << 16n) | BigInt(Number.parseInt(part, 16)), 0n);
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
    return cleaned.isBracketed ? null : { version: 4, value: parseIPv4(cleaned.text) };
  }
  return isIPv6(cleaned.text) ? { version: 6, value: parseIPv6(cleaned.text) } : null;
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

export function formatAddress(address: ParsedAddress): string {
  if (address.version === 4) {
    return [24n, 16n, 8n, 0n].map((shift) => ((address.value >> shift) & 0xffn).toString()).join(".");
  }
  const hextets = Array.from({ length: 8 }, (_, index) =>
    Number((address.value >> BigInt((7 - index) * 16)) & 0xffffn),
  );
  // Longest run of zero hextets (length ≥ 2) collapses to "::" (RFC 5952).
  let bestStart = -1;
  let bestLength = 0;
  for (let start = 0; start < 8; ) {
    if (hextets[start] !== 0) {
      start += 1;
      continue;
    }
    let end = start;
    while (end < 8 && hextets[end] === 0) {
      end += 1;
    }
    if (end - start > bestLength) {
      bestStart = start;
      bestLength = end - start;
    }
    start = end;
  }
  const hex = hextets.map((part) => part.toString(16));
  if (bestLength < 2) {
    return hex.join(":");
  }
  return `${hex.slice(0, bestStart).join(":")}::${hex.slice(bestStart + bestLength).join(":")}`;
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
