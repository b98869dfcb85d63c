import type { OutboundEmail } from "@/lib/mail/send";
import type { AutoRenewMode, ContractType } from "./tables";

/** What the reminder counts down to: the notice deadline, or the expiration date of a contract without one. */
export type ReminderTargetKind = "notice_deadline" | "expiration";

export interface ReminderAssessment {
  name: string;
  status: string;
  createdAt: Date;
}

/**
 * The vendor part of a reminder, each part looked up: `none` when the contract names no vendor,
 * `unknown` when its vendor ID no longer resolves in the organization, `found` with the vendor's
 * current inherent risk level (null: not rated), open findings count and latest assessment (null: none).
 */
export type ReminderVendor =
  | { kind: "none" }
  | { kind: "unknown"; id: string }
  | {
      kind: "found";
      id: string;
      name: string;
      riskLevel: string | null;
      openFindings: number;
      latestAssessment: ReminderAssessment | null;
    };

export interface ReminderEmailInput {
  /** The web app's origin (PUBLIC_BASE_URL), without a trailing slash. */
  appUrl: string;
  contract: {
    id: string;
    name: string;
    contractType: ContractType;
    counterpartyName: string | null;
    autoRenew: AutoRenewMode | null;
    noticeDeadline: number | null;
    expirationDate: number | null;
    renewalDate: number | null;
  };
  targetKind: ReminderTargetKind;
  /** Unix seconds. */
  target: number;
  /** Whole days left to the target, rounded up (≥ 1). */
  daysLeft: number;
  /** The reminder this is: 90, 60, 30 or 7. */
  thresholdDays: number;
  /** Every reminder a date gets, in days before it. */
  thresholds: readonly number[];
  ownerName: string;
  ownerEmail: string;
  vendor: ReminderVendor;
}

const CONTRACT_TYPE_LABELS: Record<ContractType, string> = {
  msa: "Master services agreement (MSA)",
  sow: "Statement of work (SOW)",
  order_form: "Order form",
  amendment: "Amendment",
  nda: "Non-disclosure agreement (NDA)",
  dpa: "Data processing agreement (DPA)",
  baa: "Business associate agreement (BAA)",
  subscription_agreement: "Subscription agreement",
  license_agreement: "License agreement",
  services_agreement: "Services agreement",
  reseller_agreement: "Reseller agreement",
  statement_of_services: "Statement of services",
  letter_of_intent: "Letter of intent",
  renewal: "Renewal",
  api_integration_agreement: "API integration agreement",
  data_sharing_agreement: "Data sharing agreement",
  eula: "End-user license agreement (EULA)",
  addendum: "Addendum",
  appendix: "Appendix",
  other: "Other",
};

/** A calendar date in UTC, as the API's Unix seconds are: 2026-03-01. */
const utcDate = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

const days = (count: number) => `${count} day${count === 1 ? "" : "s"}`;

const autoRenewText = (mode: AutoRenewMode | null, input: ReminderEmailInput) => {
  switch (mode) {
    case "automatic":
      return input.targetKind === "notice_deadline"
        ? `Yes: it renews automatically unless notice is given by ${utcDate(input.target)}`
        : "Yes: it renews automatically";
    case "manual":
      return "No: renewal is manual (it renews only if you renew it)";
    case "none":
      return "No: it does not renew";
    default:
      return "Not recorded";
  }
};

const listOf = (items: string[]) =>
  items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

const statusText = (status: string) => status.replaceAll("_", " ");

function vendorLines(vendor: ReminderVendor): string[] {
  switch (vendor.kind) {
    case "none":
      return [
        "Vendor: none (this contract is not linked to a vendor, so there is no vendor risk level, findings or assessment to show)",
      ];
    case "unknown":
      return [`Vendor: ${vendor.id} (no longer found in your organization, so its risk could not be looked up)`];
    case "found": {
      const latest = vendor.latestAssessment;
      return [
        `Vendor: ${vendor.name}`,
        `Inherent risk level: ${vendor.riskLevel ?? "not rated"}`,
        `Open findings: ${vendor.openFindings}`,
        `Latest assessment: ${
          latest
            ? `${latest.name} (status: ${statusText(latest.status)}, created ${latest.createdAt.toISOString().slice(0, 10)})`
            : "no assessment yet"
        }`,
      ];
    }
  }
}

/** The email a contract's owner gets when one of its reminders is due. Pure: every value is looked up before. */
export function reminderEmail(input: ReminderEmailInput): OutboundEmail {
  const { contract, appUrl } = input;
  const what = input.targetKind === "notice_deadline" ? "Notice deadline" : "Contract expires";
  const party =
    input.vendor.kind === "found"
      ? input.vendor.name
      : (contract.counterpartyName ?? (input.vendor.kind === "none" ? "no vendor" : null));
  // One line whatever the names hold.
  const subject = `${what} in ${days(input.daysLeft)}: ${contract.name}${party ? ` (${party})` : ""}`.replace(
    /\s+/g,
    " ",
  );
  const dateLine =
    input.targetKind === "notice_deadline"
      ? `The notice deadline of a contract you own is in ${days(input.daysLeft)}, on ${utcDate(input.target)} (UTC): the last day to give notice under its notice period.`
      : `A contract you own expires in ${days(input.daysLeft)}, on ${utcDate(input.target)} (UTC). It has no notice period recorded, so this reminder counts down to its expiration.`;
  const dates = [
    contract.noticeDeadline !== null ? `Notice deadline: ${utcDate(contract.noticeDeadline)}` : null,
    contract.renewalDate !== null ? `Renewal date: ${utcDate(contract.renewalDate)}` : null,
    contract.expirationDate !== null ? `Expiration date: ${utcDate(contract.expirationDate)}` : null,
  ].filter((line): line is string => line !== null);
  const body = [
    `Hello ${input.ownerName},`,
    "",
    dateLine,
    "",
    `Contract: ${contract.name}`,
    `Type: ${CONTRACT_TYPE_LABELS[contract.contractType] ?? contract.contractType}`,
    ...(contract.counterpartyName ? [`Counterparty: ${contract.counterpartyName}`] : []),
    ...dates,
    `Auto-renews: ${autoRenewText(contract.autoRenew, input)}`,
    "",
    ...vendorLines(input.vendor),
    "",
    ...(input.vendor.kind === "found"
      ? [`Review vendor before renewal: ${appUrl}/vendors/${encodeURIComponent(input.vendor.id)}?review=renewal`]
      : []),
    `Open the contract: ${appUrl}/contracts/${encodeURIComponent(contract.id)}`,
    "",
    `You receive this as the contract's owner. Reminders go out ${listOf([...input.thresholds].sort((a, b) => b - a).map(days))} before the date; this is the ${input.thresholdDays}-day reminder.`,
  ].join("\n");
  return { to: input.ownerEmail, subject, body, related: { type: "contract_record", id: contract.id } };
}
