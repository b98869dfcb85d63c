import { describe, expect, it } from "vitest";
import {
  addressInNetworks,
  normalizeAddress,
  parseAddress,
  parseCidr,
  parseExactAddress,
  parseExactCidr,
  resolveClientIp,
} from "./ip";

describe("parseAddress", () => {
  it("parses IPv4 into version 4 and its 32-bit value", () => {
    expect(parseAddress("1.2.3.4")).toEqual({ version: 4, value: 0x01020304n });
    expect(parseAddress("255.255.255.255")).toEqual({ version: 4, value: 0xffffffffn });
    expect(parseAddress("0.0.0.0")).toEqual({ version: 4, value: 0n });
  });

  it("parses IPv6 into version 6 and its 128-bit value", () => {
    expect(parseAddress("2001:db8::1")).toEqual({ version: 6, value: 0x20010db8000000000000000000000001n });
    expect(parseAddress("::")).toEqual({ version: 6, value: 0n });
    expect(parseAddress("::1")).toEqual({ version: 6, value: 1n });
  });

  it("normalises IPv4-mapped IPv6 (dotted or hex tail) to IPv4", () => {
    expect(parseAddress("::ffff:1.2.3.4")).toEqual({ version: 4, value: 0x01020304n });
    expect(parseAddress("::FFFF:102:304")).toEqual({ version: 4, value: 0x01020304n });
    expect(parseAddress("0:0:0:0:0:ffff:c0a8:0101")).toEqual({ version: 4, value: 0xc0a80101n });
  });

  it("does not treat an IPv4-compatible (non-mapped) address as IPv4", () => {
    expect(parseAddress("::1.2.3.4")).toEqual({ version: 6, value: 0x01020304n });
    expect(parseAddress("::fffe:1.2.3.4")?.version).toBe(6);
  });

  it("drops zone ids and square brackets, and trims whitespace", () => {
    expect(parseAddress("fe80::1%eth0")).toEqual({ version: 6, value: 0xfe800000000000000000000000000001n });
    expect(parseAddress("[2001:db8::1]")).toEqual({ version: 6, value: 0x20010db8000000000000000000000001n });
    expect(parseAddress("[fe80::1%25eth0]")).toEqual({ version: 6, value: 0xfe800000000000000000000000000001n });
    expect(parseAddress("  10.0.0.1 ")).toEqual({ version: 4, value: 0x0a000001n });
  });

  it("rejects what is not an address", () => {
    for (const bad of [
      "",
      "garbage",
      "1.2.3",
      "256.1.1.1",
      "01.2.3.4",
      "1.2.3.4:80",
      "[2001:db8::1]:443",
      "2001:db8::g",
      "1:2:3:4:5:6:7:8:9",
      "10.0.0.0/8",
      // Forms ipaddr.js reads but a person never means (and a URL parser might read differently).
      "127.1",
      "0x7f.0.0.1",
      "010.0.0.1",
      "::ffff:010.0.0.1",
      "::ffff:127.1",
    ]) {
      expect(parseAddress(bad), bad).toBeNull();
    }
  });
});

describe("parseExactAddress and parseExactCidr", () => {
  it("keep an IPv4-mapped address or network IPv6, unlike parseAddress and parseCidr", () => {
    expect(parseExactAddress("::ffff:127.0.0.1")).toEqual({ version: 6, value: 0xffff7f000001n });
    expect(parseExactAddress("[::ffff:7f00:1]")).toEqual({ version: 6, value: 0xffff7f000001n });
    expect(parseExactAddress("127.0.0.1")).toEqual({ version: 4, value: 0x7f000001n });
    expect(parseExactCidr("::ffff:0:0/96")).toMatchObject({
      ok: true,
      canonical: "::ffff:0:0/96",
      network: { version: 6, prefix: 96 },
    });
    expect(parseCidr("::ffff:0:0/96")).toMatchObject({ ok: true, canonical: "0.0.0.0/0" });
    expect(parseExactCidr("::ffff:0:0:0/96")).toMatchObject({ ok: true, canonical: "::ffff:0:0:0/96" });
    expect(parseExactCidr("10.0.0.1/8")).toEqual({ ok: false, reason: "host bits are set" });
  });
});

describe("normalizeAddress", () => {
  it.each([
    ["1.2.3.4", "1.2.3.4"],
    ["::ffff:198.51.100.7", "198.51.100.7"],
    ["::ffff:c633:6407", "198.51.100.7"],
    ["[::ffff:203.0.113.5]", "203.0.113.5"],
    ["2001:0DB8:0000:0000:0000:0000:0000:0001", "2001:db8::1"],
    ["2001:DB8::1", "2001:db8::1"],
    ["2001:db8:0:0:1:0:0:1", "2001:db8::1:0:0:1"],
    ["2001:db8::1:0:0:0", "2001:db8:0:0:1::"],
    ["2001:0:0:1:0:0:0:1", "2001:0:0:1::1"],
    ["2001:db8:0:1:1:1:1:1", "2001:db8:0:1:1:1:1:1"],
    ["2001:db8:0000:1:1:1:1:1", "2001:db8:0:1:1:1:1:1"],
    ["0:0:0:0:0:0:0:0", "::"],
    ["0:0:0:0:0:0:0:1", "::1"],
    ["1:0:0:0:0:0:0:0", "1::"],
    ["fe80::1%eth0", "fe80::1"],
    ["[2001:db8::a]", "2001:db8::a"],
    ["::1.2.3.4", "::102:304"],
  ])("%s → %s (RFC 5952)", (input, expected) => {
    expect(normalizeAddress(input)).toBe(expected);
  });

  it("returns null for garbage", () => {
    expect(normalizeAddress("not-an-ip")).toBeNull();
    expect(normalizeAddress("")).toBeNull();
  });
});

describe("parseCidr", () => {
  it.each([
    ["10.1.2.0/24", "10.1.2.0/24", 4, 24],
    ["10.1.2.3", "10.1.2.3/32", 4, 32],
    ["0.0.0.0/0", "0.0.0.0/0", 4, 0],
    ["203.0.113.5/32", "203.0.113.5/32", 4, 32],
    [" 192.0.2.0/24 ", "192.0.2.0/24", 4, 24],
    ["2001:db8::/32", "2001:db8::/32", 6, 32],
    ["2001:DB8:0:0::/32", "2001:db8::/32", 6, 32],
    ["2001:0db8:0000:0000:0000:0000:0000:0000/48", "2001:db8::/48", 6, 48],
    ["2001:db8::1", "2001:db8::1/128", 6, 128],
    ["::1", "::1/128", 6, 128],
    ["::/0", "::/0", 6, 0],
    ["::ffff:10.0.0.0/104", "10.0.0.0/8", 4, 8],
    ["::ffff:203.0.113.5", "203.0.113.5/32", 4, 32],
  ])("%s is valid, canonical %s", (input, canonical, version, prefix) => {
    const result = parseCidr(input);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.canonical).toBe(canonical);
      expect(result.network.version).toBe(version);
      expect(result.network.prefix).toBe(prefix);
    }
  });

  it.each([
    ["", "empty value"],
    ["   ", "empty value"],
    ["not-a-cidr", "not an IPv4 or IPv6 address"],
    ["10.0.0.1/8", "host bits are set"],
    ["10.1.2.3/24", "host bits are set"],
    ["2001:db8::1/32", "host bits are set"],
    ["1.0.0.0/0", "host bits are set"],
    ["10.0.0.0/33", "prefix length must be between 0 and 32"],
    ["2001:db8::/129", "prefix length must be between 0 and 128"],
    ["10.0.0.0/", "prefix length is not a number"],
    ["10.0.0.0/-1", "prefix length is not a number"],
    ["10.0.0.0/8a", "prefix length is not a number"],
    ["10.0.0.0/1000", "prefix length is not a number"],
    ["10.0.0.0/8/8", "more than one '/'"],
    ["256.0.0.0/8", "not an IPv4 or IPv6 address"],
    ["10.0.0/8", "not an IPv4 or IPv6 address"],
    ["fe80::%eth0/64", "not an IPv4 or IPv6 address"],
    ["fe80::1%eth0", "not an IPv4 or IPv6 address"],
  ])("%j is invalid (%s)", (input, reason) => {
    expect(parseCidr(input)).toEqual({ ok: false, reason });
  });

  it("treats a non-string as invalid", () => {
    expect(parseCidr(undefined as unknown as string).ok).toBe(false);
    expect(parseCidr(42 as unknown as string).ok).toBe(false);
  });
});

describe("addressInNetworks", () => {
  it("matches IPv4 addresses against IPv4 networks", () => {
    expect(addressInNetworks("203.0.113.5", ["203.0.113.0/24"])).toBe(true);
    expect(addressInNetworks("203.0.113.0", ["203.0.113.0/24"])).toBe(true);
    expect(addressInNetworks("203.0.113.255", ["203.0.113.0/24"])).toBe(true);
    expect(addressInNetworks("203.0.114.0", ["203.0.113.0/24"])).toBe(false);
    expect(addressInNetworks("203.0.112.255", ["203.0.113.0/24"])).toBe(false);
    expect(addressInNetworks("198.51.100.1", ["203.0.113.0/24", "198.51.100.0/25"])).toBe(true);
    expect(addressInNetworks("198.51.100.128", ["203.0.113.0/24", "198.51.100.0/25"])).toBe(false);
    expect(addressInNetworks("10.9.9.9", ["10.9.9.9"])).toBe(true);
    expect(addressInNetworks("10.9.9.8", ["10.9.9.9/32"])).toBe(false);
    expect(addressInNetworks("8.8.8.8", ["0.0.0.0/0"])).toBe(true);
  });

  it("matches IPv6 addresses against IPv6 networks", () => {
    expect(addressInNetworks("2001:db8::5", ["2001:db8::/32"])).toBe(true);
    expect(addressInNetworks("2001:db8:ffff:ffff:ffff:ffff:ffff:ffff", ["2001:db8::/32"])).toBe(true);
    expect(addressInNetworks("2001:db9::1", ["2001:db8::/32"])).toBe(false);
    expect(addressInNetworks("[2001:DB8::5]", ["2001:db8::/32"])).toBe(true);
    expect(addressInNetworks("::1", ["::1/128"])).toBe(true);
    expect(addressInNetworks("::2", ["::1/128"])).toBe(false);
  });

  it("matches IPv4-mapped IPv6 addresses as IPv4, and mapped networks as IPv4 networks", () => {
    expect(addressInNetworks("::ffff:203.0.113.5", ["203.0.113.0/24"])).toBe(true);
    expect(addressInNetworks("::ffff:cb00:7105", ["203.0.113.0/24"])).toBe(true);
    expect(addressInNetworks("::ffff:198.51.100.1", ["203.0.113.0/24"])).toBe(false);
    expect(addressInNetworks("203.0.113.5", ["::ffff:203.0.113.0/120"])).toBe(true);
  });

  it("never matches across address families", () => {
    expect(addressInNetworks("203.0.113.5", ["::/0"])).toBe(false);
    expect(addressInNetworks("2001:db8::1", ["0.0.0.0/0"])).toBe(false);
  });

  it("ignores invalid entries and rejects an invalid address", () => {
    expect(addressInNetworks("203.0.113.5", ["bogus", "10.0.0.1/8", "203.0.113.0/24"])).toBe(true);
    expect(addressInNetworks("203.0.113.5", ["bogus"])).toBe(false);
    expect(addressInNetworks("garbage", ["0.0.0.0/0", "::/0"])).toBe(false);
    expect(addressInNetworks("203.0.113.5", [])).toBe(false);
  });
});

describe("resolveClientIp", () => {
  const proxies = ["10.0.0.0/8", "fd00::/8"];

  it("without trusted proxies uses the socket address and ignores X-Forwarded-For entirely", () => {
    expect(resolveClientIp("198.51.100.1", "203.0.113.5", [])).toBe("198.51.100.1");
    expect(resolveClientIp("10.0.0.2", "203.0.113.5", [])).toBe("10.0.0.2");
    expect(resolveClientIp("198.51.100.1", "garbage", [])).toBe("198.51.100.1");
    expect(resolveClientIp("198.51.100.1", undefined, [])).toBe("198.51.100.1");
  });

  it("normalises the socket address (mapped IPv6 → IPv4, RFC 5952)", () => {
    expect(resolveClientIp("::ffff:198.51.100.7", null, [])).toBe("198.51.100.7");
    expect(resolveClientIp("2001:0DB8:0:0:0:0:0:0001", null, [])).toBe("2001:db8::1");
  });

  it("uses the socket address when it is not a trusted proxy, whatever X-Forwarded-For says", () => {
    expect(resolveClientIp("198.51.100.1", "203.0.113.5", proxies)).toBe("198.51.100.1");
  });

  it("takes the right-most X-Forwarded-For entry that is not a trusted proxy", () => {
    expect(resolveClientIp("10.0.0.2", "203.0.113.5", proxies)).toBe("203.0.113.5");
    expect(resolveClientIp("10.0.0.2", "198.51.100.1, 203.0.113.5", proxies)).toBe("203.0.113.5");
    expect(resolveClientIp("10.0.0.2", "203.0.113.5, 10.0.0.7, 10.1.1.1", proxies)).toBe("203.0.113.5");
    expect(resolveClientIp("::ffff:10.0.0.2", "203.0.113.5,10.0.0.9", proxies)).toBe("203.0.113.5");
    expect(resolveClientIp("fd00::1", "2001:db8::9", proxies)).toBe("2001:db8::9");
    expect(resolveClientIp("10.0.0.2", " ::ffff:203.0.113.5 ", proxies)).toBe("203.0.113.5");
  });

  it("ignores spoofed entries left of the right-most untrusted one", () => {
    expect(resolveClientIp("10.0.0.2", "1.1.1.1, 8.8.8.8, 203.0.113.5", proxies)).toBe("203.0.113.5");
    expect(resolveClientIp("10.0.0.2", "garbage, 203.0.113.5", proxies)).toBe("203.0.113.5");
  });

  it("is null when every entry is a trusted proxy or there is none", () => {
    expect(resolveClientIp("10.0.0.2", "10.0.0.3, 10.0.0.4", proxies)).toBeNull();
    expect(resolveClientIp("10.0.0.2", "", proxies)).toBeNull();
    expect(resolveClientIp("10.0.0.2", null, proxies)).toBeNull();
    expect(resolveClientIp("10.0.0.2", undefined, proxies)).toBeNull();
  });

  it("is null when the entry to use is garbage", () => {
    expect(resolveClientIp("10.0.0.2", "203.0.113.5, garbage", proxies)).toBeNull();
    expect(resolveClientIp("10.0.0.2", "203.0.113.5:4711", proxies)).toBeNull();
    expect(resolveClientIp("10.0.0.2", "unknown, 10.0.0.3", proxies)).toBeNull();
  });

  it("is null when the socket address is missing or invalid", () => {
    expect(resolveClientIp(null, "203.0.113.5", [])).toBeNull();
    expect(resolveClientIp(undefined, "203.0.113.5", proxies)).toBeNull();
    expect(resolveClientIp("", "203.0.113.5", proxies)).toBeNull();
    expect(resolveClientIp("garbage", "203.0.113.5", proxies)).toBeNull();
  });
});
