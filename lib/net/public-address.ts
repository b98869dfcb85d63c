import {
  formatAddress,
  type Network,
  networkContains,
  type ParsedAddress,
  parseExactAddress,
  parseExactCidr,
} from "./ip";
import {
  ANYCAST_SERVICE_BLOCKS,
  IPV4_SPECIAL_PURPOSE_REGISTRY,
  IPV6_GLOBAL_UNICAST,
  IPV6_SPECIAL_PURPOSE_REGISTRY,
  OTHER_NON_PUBLIC_BLOCKS,
  type RegistryFlag,
} from "./special-purpose-registry";

/**
 * Whether an address is a public unicast destination, decided from the IANA special-purpose
 * registries (./special-purpose-registry.ts). An address is not public when:
 *  1. a registry block containing it is not "Globally Reachable = True" (False; N/A, which the
 *     registry uses for 6to4 and Teredo, whose reachability is the carried IPv4 address's; or no
 *     flags, a terminated block such as 192.88.99.0/24). Any containing block counts, not only the
 *     most specific: 192.0.0.9/32 is Globally Reachable but lies in 192.0.0.0/24, which is not;
 *  2. it is in an anycast service block (ANYCAST_SERVICE_BLOCKS), or in a block of another registry
 *     (multicast, IPv4-translated, IPv4-compatible, site-local, cloud metadata: OTHER_NON_PUBLIC_BLOCKS);
 *  3. it is IPv6 outside 2000::/3 and no registry block calls it Globally Reachable (reserved space);
 *  4. it carries an IPv4 address that is not public: IPv4-mapped, IPv4-translated, IPv4-compatible,
 *     NAT64 (64:ff9b::/96 is Globally Reachable in the registry, yet the translator connects to
 *     the IPv4 address it carries, so 64:ff9b::7f00:1 reaches 127.0.0.1), 6to4 and Teredo.
 */

export interface NonPublicBlock {
  block: string;
  name: string;
  /** The RFC (registry rows) or the defining registry (other blocks). */
  source: string;
  /** The carried IPv4 address when that, not the address itself, is the non-public one. */
  via?: string;
}

interface CompiledBlock extends NonPublicBlock {
  network: Network;
  globallyReachable: RegistryFlag;
}

function compile(block: string): Network {
  const parsed = parseExactCidr(block);
  if (!parsed.ok) {
    throw new Error(`bad address block ${block}: ${parsed.reason}`);
  }
  return parsed.network;
}

const anycast = new Set(ANYCAST_SERVICE_BLOCKS);

const blocks: CompiledBlock[] = [
  ...[...IPV4_SPECIAL_PURPOSE_REGISTRY, ...IPV6_SPECIAL_PURPOSE_REGISTRY].map((row) => ({
    block: row.block,
    name: row.name,
    source: row.rfc,
    network: compile(row.block),
    // An anycast service block is treated as not globally reachable (rule 2).
    globallyReachable: anycast.has(row.block) ? false : row.globallyReachable,
  })),
  ...OTHER_NON_PUBLIC_BLOCKS.map((other) => ({ ...other, network: compile(other.block), globallyReachable: false })),
].sort((a, b) => b.network.prefix - a.network.prefix); // most specific first: it names the reason

const GLOBAL_UNICAST = compile(IPV6_GLOBAL_UNICAST);
/** IPv4-mapped, IPv4-translated, IPv4-compatible and NAT64: the IPv4 address is the last 32 bits. */
const IPV4_TAIL_PREFIXES = ["::ffff:0:0/96", "::ffff:0:0:0/96", "::/96", "64:ff9b::/96"].map(compile);
const SIX_TO_FOUR = compile("2002::/16");
const TEREDO = compile("2001::/32");
const IPV4_MASK = 0xffffffffn;
const ipv4 = (value: bigint): ParsedAddress => ({ version: 4, value: value & IPV4_MASK });

/** IPv4 addresses an IPv6 address carries (Teredo: the server and the obfuscated client). */
export function carriedIPv4(address: ParsedAddress): ParsedAddress[] {
  if (address.version !== 6) {
    return [];
  }
  if (IPV4_TAIL_PREFIXES.some((prefix) => networkContains(prefix, address))) {
    return [ipv4(address.value)];
  }
  if (networkContains(SIX_TO_FOUR, address)) {
    return [ipv4(address.value >> 80n)];
  }
  if (networkContains(TEREDO, address)) {
    return [ipv4(address.value >> 64n), ipv4(~address.value)];
  }
  return [];
}

const publicFields = ({ block, name, source }: CompiledBlock): NonPublicBlock => ({ block, name, source });

const RESERVED_IPV6: NonPublicBlock = {
  block: `outside ${IPV6_GLOBAL_UNICAST}`,
  name: "Reserved by IETF",
  source: "IANA IPv6 Address Space Registry",
};

/** The block that makes this address non-public (the most specific one), or null for a public address. */
export function nonPublicBlockOf(address: ParsedAddress): NonPublicBlock | null {
  const containing = blocks.filter((candidate) => networkContains(candidate.network, address));
  // N/A (6to4, Teredo) defers to the carried IPv4 address, checked below.
  const blocking = containing.find(
    (candidate) => candidate.globallyReachable !== true && candidate.globallyReachable !== "N/A",
  );
  if (blocking) {
    return publicFields(blocking);
  }
  const listedReachable = containing.some((candidate) => candidate.globallyReachable === true);
  if (address.version === 6 && !listedReachable && !networkContains(GLOBAL_UNICAST, address)) {
    return RESERVED_IPV6;
  }
  for (const carried of carriedIPv4(address)) {
    const block = nonPublicBlockOf(carried);
    if (block) {
      return { ...block, via: formatAddress(carried) };
    }
  }
  return null;
}

export type PublicAddressCheck =
  | { ok: true; address: ParsedAddress }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "not_public"; block: NonPublicBlock };

/** Checks an address literal (IPv4, IPv6, bracketed, with a zone id). */
export function checkPublicAddress(raw: string): PublicAddressCheck {
  const address = parseExactAddress(raw);
  if (!address) {
    return { ok: false, reason: "invalid" };
  }
  const block = nonPublicBlockOf(address);
  return block ? { ok: false, reason: "not_public", block } : { ok: true, address };
}
