import type { ZeroTouchConfig } from "@/lib/contract/zero-touch";
import { llmSettings } from "@/lib/llm/chat";
import type { RunSource } from "../result-types";
import { taxRegistrationLabel } from "./registration-label";
import type { VendorEvidence } from "./types";

/**
 * One research source: what it can say about a vendor. The platform's own records always answer;
 * sources that need the network (web search, registries, scanners) report `unavailable` with the
 * reason, so a run never passes a guess off as a finding.
 */
export interface ResearchSource {
  kind: RunSource["kind"];
  name: string;
  describe(evidence: VendorEvidence, config: ZeroTouchConfig): RunSource;
}

const source = (
  kind: RunSource["kind"],
  name: string,
  status: RunSource["status"],
  detail: string,
  items: RunSource["items"] = [],
): RunSource => ({ kind, name, status, detail, items });

const unavailableSource = (kind: RunSource["kind"], name: string, detail: string): ResearchSource => ({
  kind,
  name,
  describe: () => source(kind, name, "unavailable", detail),
});

export const researchSourceList: ResearchSource[] = [
  {
    kind: "web",
    name: "Radar monitoring (news and feeds)",
    describe: (evidence) => {
      const { screening, events } = evidence.radar;
      if (!screening.screened) {
        return source(
          "web",
          "Radar monitoring (news and feeds)",
          "unavailable",
          "No feed or report named this vendor in the last two years: it was not screened.",
        );
      }
      return source(
        "web",
        "Radar monitoring (news and feeds)",
        "used",
        `${screening.eventCount} event(s) named this vendor in the last two years (${screening.sourceNames.join(", ")}); ${events.length} not archived.`,
        events
          .slice(0, 50)
          .map((event) => ({ id: event.id, label: event.name ?? event.summary.slice(0, 80), url: event.sourceUrl })),
      );
    },
  },
  unavailableSource("web", "Open web search", "No web search provider is configured; the platform works offline."),
  {
    kind: "web",
    name: "Vendor's own pages (verification pass)",
    describe: (evidence, config) =>
      source(
        "web",
        "Vendor's own pages (verification pass)",
        "unavailable",
        config.verification_pass
          ? `Switched on, but no web access is configured, so ${evidence.vendor.website ?? "the vendor's site"} was not fetched.`
          : "Switched off in the configuration.",
      ),
  },
  {
    kind: "registry",
    name: "Supplier profile registrations",
    describe: (evidence) => {
      const { tax, sites } = evidence.registrations;
      return tax.length + sites.length === 0
        ? source(
            "registry",
            "Supplier profile registrations",
            "unavailable",
            "No tax registration or site is recorded.",
          )
        : source(
            "registry",
            "Supplier profile registrations",
            "used",
            `${tax.length} tax registration(s), ${sites.length} site(s).`,
            tax.map((registration) => ({
              id: registration.id,
              label: taxRegistrationLabel(registration.country, registration.registrationType),
              url: null,
            })),
          );
    },
  },
  unavailableSource("registry", "Company registry", "No company registry is configured."),
  unavailableSource("infrastructure", "External attack surface scan", "No infrastructure scanner is configured."),
  {
    kind: "document",
    name: "Vendor documents",
    describe: (evidence) => {
      const readable = evidence.documents.filter((document) => document.text?.trim());
      return evidence.documents.length === 0
        ? source("document", "Vendor documents", "unavailable", "No document is on file for this vendor.")
        : source(
            "document",
            "Vendor documents",
            "used",
            `${evidence.documents.length} document(s), ${readable.length} with readable text.`,
            evidence.documents.map((document) => ({ id: document.id, label: document.name, url: null })),
          );
    },
  },
  {
    kind: "document",
    name: "Fact sheet",
    describe: (evidence) =>
      evidence.factSheet?.status === "completed"
        ? source("document", "Fact sheet", "used", "The vendor's generated fact sheet.")
        : source("document", "Fact sheet", "unavailable", "No fact sheet was generated for this vendor."),
  },
  {
    kind: "document",
    name: "Vendor record",
    describe: (evidence) =>
      source("document", "Vendor record", "used", "Name, website, description, location, use case and services.", [
        { id: evidence.vendor.id, label: evidence.vendor.name, url: evidence.vendor.website },
      ]),
  },
  {
    kind: "document",
    name: "Language model",
    describe: () => {
      const settings = llmSettings();
      return settings
        ? source(
            "document",
            "Language model",
            "used",
            `${settings.model} evaluated the controls and reads corrections.`,
          )
        : source(
            "document",
            "Language model",
            "unavailable",
            "Evaluation by a language model is not configured on this server: the built-in matcher evaluated the controls.",
          );
    },
  },
];

export const researchSources = (evidence: VendorEvidence, config: ZeroTouchConfig): RunSource[] =>
  researchSourceList.map((entry) => entry.describe(evidence, config));
