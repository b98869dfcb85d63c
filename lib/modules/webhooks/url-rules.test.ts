import { describe, expect, it } from "vitest";
import { blockedAddressReason, checkWebhookUrl, type HostResolver } from "./url-rules";

const dnsTable: Record<string, string[]> = {
  "hooks.example.com": ["93.184.215.14", "2606:2800:21f:cb07:6820:80da:af6b:8b2c"],
  "public.example.net": ["8.8.8.8"],
  "rebind.example.com": ["8.8.8.8", "127.0.0.1"],
  "private.example.com": ["10.1.2.3"],
  "metadata.example.com": ["169.254.169.254"],
  "cgnat.example.com": ["100.64.0.1"],
  "ula.example.com": ["fd00:ec2::254"],
  "mapped.example.com": ["::ffff:192.168.1.1"],
  "nat64.example.com": ["64:ff9b::a00:1"],
  "sixtofour.example.com": ["2002:c0a8:0101::1"],
  "teredo.example.com": ["2001:0:4136:e378:8000:63bf:80ff:fffe"],
  "linklocal6.example.com": ["fe80::1"],
  "multicast.example.com": ["239.1.1.1"],
  "empty.example.com": [],
  "translated.example.com": ["::ffff:0:7f00:1"],
  "nat64public.example.com": ["64:ff9b::808:808"],
};

const resolver: HostResolver = async (host) => {
  const addresses = dnsTable[host];
  if (!addresses) {
    throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: "ENOTFOUND" });
  }
  return addresses;
};

const allowed = [
  "https://hooks.example.com/webhooks",
  "https://hooks.example.com:443/path?x=1",
  "https://public.example.net",
  "https://HOOKS.example.com./in",
  "https://8.8.8.8/hook",
  "https://[2606:4700:4700::1111]/hook",
  "https://134744072/hook", // 8.8.8.8 in decimal
  "https://0x08080808/hook",
  "https://[2002:808:808::1]/", // 6to4 of a public address
  "https://[64:ff9b::808:808]/", // NAT64 of a public address
  "https://nat64public.example.com/",
];

const blocked = [
  // scheme, credentials, port
  "http://hooks.example.com/webhooks",
  "ftp://hooks.example.com/",
  "https://user:pass@hooks.example.com/",
  "https://user@hooks.example.com/",
  "https://hooks.example.com:8443/",
  "https://hooks.example.com:80/",
  "not a url",
  "https://",
  // loopback in every notation
  "https://127.0.0.1/",
  "https://127.1/",
  "https://127.0.1/",
  "https://2130706433/",
  "https://0x7f000001/",
  "https://0x7f.0.0.1/",
  "https://0177.0.0.1/",
  "https://017700000001/",
  "https://0x7f.1/",
  "https://127.0.0.1./",
  "https://[::1]/",
  "https://[0:0:0:0:0:0:0:1]/",
  "https://[::ffff:127.0.0.1]/",
  "https://[::ffff:7f00:1]/",
  "https://[::127.0.0.1]/",
  "https://localhost/",
  "https://LOCALHOST./",
  "https://api.localhost/",
  // unspecified
  "https://0.0.0.0/",
  "https://0/",
  "https://[::]/",
  // private, CGNAT, link-local, metadata
  "https://10.0.0.1/",
  "https://012.0.0.1/",
  "https://172.16.5.4/",
  "https://172.31.255.255/",
  "https://192.168.0.1/",
  "https://3232235521/", // 192.168.0.1
  "https://0xc0.0xa8.0.1/",
  "https://100.64.0.1/",
  "https://100.100.100.200/",
  "https://169.254.169.254/latest/meta-data",
  "https://0xa9fea9fe/",
  "https://2852039166/", // 169.254.169.254
  "https://168.63.129.16/",
  "https://metadata.google.internal/",
  "https://[fd00:ec2::254]/",
  "https://[fe80::1]/",
  "https://[fc00::1]/",
  "https://[::ffff:a9fe:a9fe]/",
  "https://[::ffff:10.0.0.1]/",
  // benchmarking, documentation, multicast, reserved, broadcast
  "https://198.18.0.1/",
  "https://198.19.255.255/",
  "https://192.0.2.10/",
  "https://198.51.100.7/",
  "https://203.0.113.9/",
  "https://[2001:db8::1]/",
  "https://224.0.0.1/",
  "https://239.255.255.250/",
  "https://[ff02::1]/",
  "https://240.0.0.1/",
  "https://255.255.255.255/",
  // IPv4 embedded in NAT64, 6to4 and Teredo
  "https://[64:ff9b::7f00:1]/",
  "https://[64:ff9b::10.0.0.1]/",
  "https://[2002:7f00:1::]/",
  "https://[2002:a9fe:a9fe::1]/",
  "https://[2001:0:4136:e378:8000:63bf:80ff:fffe]/", // Teredo client 127.0.0.1
  "https://[2001:0:7f00:1::1]/", // Teredo server 127.0.0.1
  // IPv4-translated (::ffff:0:0:0/96) and the other special-purpose blocks (IANA registries)
  "https://[::ffff:0:7f00:1]/",
  "https://[::ffff:0:a9fe:a9fe]/",
  "https://[::ffff:0:808:808]/",
  "https://[::ffff:8.8.8.8]/", // IPv4-mapped: Globally Reachable False whatever it maps
  "https://192.0.0.8/",
  "https://192.0.0.9/",
  "https://192.175.48.1/",
  "https://192.88.99.1/",
  "https://[2001:20::1]/",
  "https://[5f00::1]/",
  "https://[3fff::1]/",
  "https://[fec0::1]/",
  "https://[4000::1]/", // outside 2000::/3: reserved
  "https://translated.example.com/",
  // host names resolving to blocked addresses (any one blocked address blocks)
  "https://rebind.example.com/",
  "https://private.example.com/",
  "https://metadata.example.com/",
  "https://cgnat.example.com/",
  "https://ula.example.com/",
  "https://mapped.example.com/",
  "https://nat64.example.com/",
  "https://sixtofour.example.com/",
  "https://teredo.example.com/",
  "https://linklocal6.example.com/",
  "https://multicast.example.com/",
  // unresolvable
  "https://empty.example.com/",
  "https://nowhere.example.invalid/",
];

describe("webhook URL rules", () => {
  it.each(allowed)("allows %s", async (url) => {
    const result = await checkWebhookUrl(url, resolver);
    expect(result.ok ? "ok" : result.reason).toBe("ok");
  });

  it.each(blocked)("blocks %s", async (url) => {
    const result = await checkWebhookUrl(url, resolver);
    expect(result.ok).toBe(false);
  });

  it("covers at least 40 blocked forms", () => {
    expect(blocked.length).toBeGreaterThanOrEqual(40);
  });

  it.each([
    ["https://[::ffff:0:7f00:1]/", "IPv4-translated Address, RFC 2765"],
    ["https://[::ffff:127.0.0.1]/", "IPv4-mapped Address, RFC 4291"],
    ["https://[::ffff:7f00:1]/", "IPv4-mapped Address, RFC 4291"],
    ["https://[64:ff9b::7f00:1]/", "it carries 127.0.0.1: Loopback, RFC 1122"],
    ["https://[2002:7f00:1::]/", "it carries 127.0.0.1: Loopback, RFC 1122"],
    ["https://100.64.0.1/", "Shared Address Space, RFC 6598"],
    ["https://192.0.0.8/", "IPv4 dummy address, RFC 7600"],
    ["https://198.18.0.1/", "Benchmarking, RFC 2544"],
    ["https://0.0.0.0/", '"This host on this network", RFC 1122'],
    ["https://[::]/", "Unspecified Address, RFC 4291"],
    ["https://[::1]/", "Loopback Address, RFC 4291"],
    ["https://[fe80::1]/", "Link-Local Unicast, RFC 4291"],
    ["https://[fc00::1]/", "Unique-Local, RFC 4193"],
    ["https://[2001:db8::1]/", "Documentation, RFC 3849"],
    ["https://translated.example.com/", "resolves to ::ffff:0:7f00:1, which is not a public address"],
  ])("blocks %s, naming the registry block (%s) for the server log only", async (url, named) => {
    const result = await checkWebhookUrl(url, resolver);
    expect(result.ok ? "ok" : result.detail).toContain(named);
    expect(result.ok ? "ok" : result.reason).toBe("The URL is not allowed.");
  });

  it("answers every refusal that depends on the host with one message, whatever the name resolves to", async () => {
    const hostRefusals = [
      "https://localhost/",
      "https://metadata.google.internal/",
      "https://10.0.0.1/",
      "https://[::1]/",
      "https://private.example.com/",
      "https://rebind.example.com/",
      "https://empty.example.com/",
      "https://nowhere.example.invalid/",
    ];
    for (const url of hostRefusals) {
      const result = await checkWebhookUrl(url, resolver);
      expect(result.ok ? "ok" : result.reason, url).toBe("The URL is not allowed.");
      expect(result.ok ? "ok" : result.detail, url).toMatch(/^The host /);
    }
    const resolved = await checkWebhookUrl("https://private.example.com/", resolver);
    expect(JSON.stringify(resolved.ok ? null : resolved.reason)).not.toContain("10.1.2.3");
  });

  it("keeps precise messages for what the URL itself says (scheme, credentials, port, syntax)", async () => {
    for (const [url, message] of [
      ["http://hooks.example.com/", "The URL must use HTTPS."],
      ["https://user:pass@hooks.example.com/", "The URL must not contain credentials."],
      ["https://hooks.example.com:8443/", "The URL must use the standard HTTPS port."],
      ["not a url", "The URL is not a valid absolute URL."],
    ] as const) {
      const result = await checkWebhookUrl(url, resolver);
      expect(result.ok ? "ok" : result.reason, url).toBe(message);
    }
  });

  it("says why an address is blocked and passes public ones", () => {
    expect(blockedAddressReason("8.8.4.4")).toBeNull();
    expect(blockedAddressReason("2a00:1450:4001:80b::200e")).toBeNull();
    expect(blockedAddressReason("10.0.0.1")).toMatch(/not a public address/);
    expect(blockedAddressReason("nonsense")).toMatch(/not an IP address/);
  });
});
