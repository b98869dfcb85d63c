import { config } from "@/lib/config/env";
import { checkOutboundUrl, type HostResolver, type OutboundUrlCheck, systemResolver } from "@/lib/net/outbound-url";

export { blockedAddressReason, type HostResolver } from "@/lib/net/outbound-url";

let resolverForTests: HostResolver | undefined;

/** The resolver used at create, update and send time; tests swap in a fixed table. */
export function webhookResolver(): HostResolver {
  return resolverForTests ?? systemResolver;
}

export function setWebhookResolverForTests(resolver: HostResolver | undefined): void {
  resolverForTests = resolver;
}

export type UrlCheck = OutboundUrlCheck;

/** True for an origin listed in WEBHOOK_TEST_TARGETS: exempt from the rules. */
export function isTestTarget(url: URL): boolean {
  return config().webhookTestOrigins.has(url.origin);
}

/** A webhook URL: a public HTTPS URL without credentials on the standard port (lib/net/outbound-url). */
export function checkWebhookUrl(raw: string, resolver: HostResolver = webhookResolver()): Promise<UrlCheck> {
  return checkOutboundUrl(
    raw,
    { what: "URL", protocols: ["https:"], standardPortOnly: true, isExempt: isTestTarget },
    resolver,
  );
}
