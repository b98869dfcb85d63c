import type { ImpactType } from "@/lib/modules/radar";

/**
 * The sample radar: about four months of things that happened to the portfolio's vendors, in the
 * order they happened, and what the analysts did with the alerts they raised. Names, outlets and
 * .example links are invented. Two vendors' alerts are dismissed with "suppress similar", and a
 * later event of the same impact type hits each of them again, so the inbox shows suppressed results.
 */
export interface RadarEventPlan {
  name: string;
  summary: string;
  impact: ImpactType;
  secondary?: ImpactType[];
  /** Sample vendor names (catalog.ts), linked as primary-impacted. */
  vendors: string[];
  daysAgo: number;
  source?: { name: string; url?: string };
  /** What analysts did with some of the event's alerts, a few hours after it was recorded. */
  triage?: RadarTriagePlan[];
}

export interface RadarTriagePlan {
  vendor: string;
  reason: string;
  suppressSimilar?: boolean;
}

// biome-ignore format: one event per entry reads as a timeline
export const RADAR_EVENT_PLANS: RadarEventPlan[] = [
  {
    name: "Stratus Edge CDN outage in Western Europe",
    summary: "A faulty configuration push took Stratus Edge's CDN offline in three European regions for 47 minutes. Customers saw 503 errors on cached assets until the rollback.",
    impact: "Operational", vendors: ["Stratus Edge"], daysAgo: 118,
    source: { name: "Stratus Edge status page", url: "https://status.stratusedge.example/incidents/2026-07-31" },
    triage: [{ vendor: "Stratus Edge", reason: "Our multi-CDN failover served traffic throughout; outages of the edge network alone are covered.", suppressSimilar: true }],
  },
  {
    name: "Paystream Payroll fined for late filings in Ireland",
    summary: "The Irish Revenue Commissioners fined Paystream Payroll €180,000 for late payroll tax submissions on behalf of clients during its platform migration.",
    impact: "Compliance", secondary: ["Financial"], vendors: ["Paystream Payroll"], daysAgo: 112,
    source: { name: "Irish Business Post", url: "https://news.irishbusinesspost.example/paystream-fine" },
  },
  {
    name: "Credential stuffing campaign against Helpdeskly customer portals",
    summary: "Attackers reused leaked passwords against Helpdeskly-hosted help centres; Helpdeskly forced password resets for 12,000 agent accounts and reports no access to ticket data.",
    impact: "Infosec", vendors: ["Helpdeskly", "Chatterbox Live"], daysAgo: 104,
    source: { name: "Helpdeskly security advisory", url: "https://security.helpdeskly.example/advisories/HD-2026-07" },
    triage: [{ vendor: "Chatterbox Live", reason: "Not affected: Chatterbox Live was named in the article only as an integration partner." }],
  },
  {
    name: "Greenwatt Energy criticised over supplier labour conditions",
    summary: "An NGO report names a Greenwatt Energy panel supplier in forced-labour allegations. Greenwatt says it has paused orders pending an audit.",
    impact: "ESG", secondary: ["Reputational"], vendors: ["Greenwatt Energy"], daysAgo: 97,
    source: { name: "Fair Supply Watch" },
    triage: [{ vendor: "Greenwatt Energy", reason: "Facilities energy contract only; ESG news on this supplier is reviewed yearly by procurement.", suppressSimilar: true }],
  },
  {
    name: "Class action over Signalhouse CRM data retention",
    summary: "A class action filed in New York alleges Signalhouse CRM kept deleted contact records for years and used them to train lead-scoring models.",
    impact: "Legal", secondary: ["Reputational"], vendors: ["Signalhouse CRM", "Brightmail"], daysAgo: 90,
    source: { name: "Courtroom Ledger", url: "https://courtroomledger.example/2026/08/signalhouse-class-action" },
    triage: [{ vendor: "Brightmail", reason: "Brightmail is only mentioned as a competitor." }],
  },
  {
    name: "Sanctions screening gap at Coinvault Treasury",
    summary: "Swiss regulators found that Coinvault Treasury's sanctions screening missed list updates for six weeks. No client payments to listed parties have been confirmed.",
    impact: "Geopolitical & External", secondary: ["Compliance"], vendors: ["Coinvault Treasury", "Ledgerly"], daysAgo: 83,
    source: { name: "Alpine Finance Journal", url: "https://alpinefinance.example/coinvault-sanctions" },
  },
  {
    name: "Ransomware attack on Freightpath Logistics",
    summary: "Freightpath Logistics shut down its booking systems after a ransomware attack. Shipments through Rotterdam are delayed; the company is investigating whether customer data was taken.",
    impact: "Infosec", secondary: ["Operational"], vendors: ["Freightpath Logistics", "Warehaus 3PL", "Parcelpoint"], daysAgo: 76,
    source: { name: "Port Technology Today", url: "https://porttech.example/freightpath-ransomware" },
    triage: [
      { vendor: "Parcelpoint", reason: "Parcelpoint runs its own systems; confirmed with their account manager." },
      { vendor: "Warehaus 3PL", reason: "Warehaus uses Freightpath only for EU ocean freight we don't buy." },
    ],
  },
  {
    name: "Talentforge Recruiting acquired by Peoplegrid HR",
    summary: "Peoplegrid HR announced the acquisition of Talentforge Recruiting. Talentforge will be merged into Peoplegrid's platform over the next 18 months.",
    impact: "Corporate", secondary: ["Contractual"], vendors: ["Talentforge Recruiting", "Peoplegrid HR"], daysAgo: 69,
    source: { name: "HR Tech Wire", url: "https://hrtechwire.example/peoplegrid-acquires-talentforge" },
  },
  {
    name: "Huddle Video price increase and new data processing terms",
    summary: "Huddle Video is raising list prices 18% at renewal and moving recordings processing to a US subprocessor under updated terms.",
    impact: "Contractual", secondary: ["Financial"], vendors: ["Huddle Video"], daysAgo: 62,
    source: { name: "Huddle Video customer notice" },
    triage: [{ vendor: "Huddle Video", reason: "Procurement is negotiating the renewal; tracked in the contract record." }],
  },
  {
    name: "Northwind Cloud storage outage in us-east",
    summary: "A power failure in one Northwind Cloud availability zone made object storage unavailable for three hours and degraded managed databases in the region.",
    impact: "Operational", vendors: ["Northwind Cloud", "Ironclad Backup"], daysAgo: 55,
    source: { name: "Northwind Cloud health dashboard", url: "https://health.northwindcloud.example/events/use1-power" },
  },
  {
    name: "Auditwise reports quarterly loss and layoffs",
    summary: "Auditwise reported a wider than expected loss and is cutting 15% of staff, including part of its customer support team.",
    impact: "Financial", vendors: ["Auditwise"], daysAgo: 48,
    source: { name: "Markets Daily", url: "https://marketsdaily.example/auditwise-q2" },
  },
  {
    name: "Stratus Edge DNS resolution failures",
    summary: "Stratus Edge customers saw intermittent DNS resolution failures for two hours after a routing change at one of its upstream providers.",
    impact: "Operational", vendors: ["Stratus Edge", "Latticeworks DNS"], daysAgo: 41,
    source: { name: "Stratus Edge status page", url: "https://status.stratusedge.example/incidents/2026-10-16" },
  },
  {
    name: "Vaultline Secrets vulnerability in self-hosted agent",
    summary: "A critical vulnerability (CVSS 9.1) in the Vaultline Secrets agent allows a local user to read cached secrets. Patched in version 4.8.2; the hosted service is not affected.",
    impact: "Infosec", vendors: ["Vaultline Secrets"], daysAgo: 34,
    source: { name: "Vaultline Secrets security bulletin", url: "https://vaultline.example/security/VLS-2026-011" },
    triage: [{ vendor: "Vaultline Secrets", reason: "We use the hosted service only; no self-hosted agents deployed." }],
  },
  {
    name: "Privacyhub under investigation by Belgian data protection authority",
    summary: "The Belgian DPA opened an investigation into Privacyhub's consent records after a complaint that withdrawn consents were still being reported as valid.",
    impact: "Compliance", secondary: ["Legal"], vendors: ["Privacyhub"], daysAgo: 27,
    source: { name: "EU Privacy Review", url: "https://euprivacyreview.example/privacyhub-dpa" },
  },
  {
    name: "Greenwatt Energy misses emissions reporting deadline",
    summary: "Greenwatt Energy failed to publish its annual emissions disclosure on time and says the report will follow next quarter.",
    impact: "ESG", vendors: ["Greenwatt Energy"], daysAgo: 20,
    source: { name: "Climate Disclosure Monitor" },
  },
  {
    name: "Lawsuit alleges Checkpoint Screening reported wrong criminal records",
    summary: "Candidates sued Checkpoint Screening for reporting records of people with similar names, costing them job offers. The suit seeks class status.",
    impact: "Legal", secondary: ["Reputational"], vendors: ["Checkpoint Screening"], daysAgo: 15,
    source: { name: "Employment Law Daily", url: "https://employmentlawdaily.example/checkpoint-screening-suit" },
  },
  {
    name: "Data breach at Sentinel Identity support system",
    summary: "Sentinel Identity disclosed that an attacker used a stolen support engineer session to download customer support case files, including HAR files with session tokens. Customers are asked to rotate API tokens and review admin activity since the start of the month.",
    impact: "Infosec", secondary: ["Reputational"], vendors: ["Sentinel Identity", "Codeharbor", "Pipelane Deploy", "Watchtower SIEM"], daysAgo: 9,
    source: { name: "Sentinel Identity security notice", url: "https://trust.sentinelid.example/notices/support-breach" },
    triage: [{ vendor: "Watchtower SIEM", reason: "Watchtower confirmed it does not use Sentinel Identity for its support tooling." }],
  },
  {
    name: "Translately service disruption after cloud migration",
    summary: "Translately's machine translation API returned errors for most of a business day after a botched migration to a new cloud provider.",
    impact: "Operational", vendors: ["Translately", "Helpdeskly"], daysAgo: 5,
    source: { name: "Translately status page", url: "https://status.translately.example/incidents/migration" },
  },
  {
    name: "Parcelpoint drivers strike in the Midwest",
    summary: "Drivers at Parcelpoint's Columbus and Indianapolis hubs walked out over pay; the company expects two to four days of delivery delays.",
    impact: "Operational", secondary: ["Reputational"], vendors: ["Parcelpoint"], daysAgo: 2,
    source: { name: "Midwest Freight News", url: "https://midwestfreight.example/parcelpoint-strike" },
  },
];

/** The event the sample draft reassessment starts from (must be one of the plans above). */
export const REASSESSED_EVENT = "Data breach at Sentinel Identity support system";
export const REASSESSMENT_TITLE = "Post-breach reassessment: Sentinel Identity and dependent tools";
