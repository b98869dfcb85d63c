import { type BankSignalSeverity, bankSignalSeverity } from "@/lib/contract/bank-signals";
import type {
  BankDetailsSummary,
  BankReview,
  BankReviewStatus,
  BankSignal,
  RuleCheck,
} from "@/lib/web/hooks/bank-reviews";

/**
 * What the bank review queue shows of a review, pure: labels, which fields of the proposed details
 * differ from the live account's, how alarming the signals are and whether the person looking may
 * decide. The components only lay these out.
 */

/** The API's bound of a rejection reason (RejectBankChange.reason). */
export const REJECTION_REASON_MAX = 2_000;

// ---- Signals ----

export type SignalSeverity = BankSignalSeverity;

/** A signal as these helpers read it: its code (the API's severity follows from it) and message. */
type SignalLike = Pick<BankSignal, "code" | "message">;

/** Short names of the signals, above the API's one-line explanation. */
const SIGNAL_TITLES: Record<string, string> = {
  account_on_other_vendor: "Account already used by another vendor",
  iban_country_mismatch: "IBAN country differs from the bank country",
  recent_contact_change: "Contact details changed recently",
  holder_name_mismatch: "Account holder name differs from the vendor's",
  domestic_to_wire: "Domestic payments would become international wires",
  bank_country_not_in_sites: "Bank in a country without a supplier site",
  new_vendor: "First bank details of a new vendor",
};

const SEVERITY_ORDER: readonly SignalSeverity[] = ["high", "medium", "low"];

export const SEVERITY_LABELS: Record<SignalSeverity, string> = { high: "High", medium: "Medium", low: "Low" };

/** A signal code this page does not know yet (the API may add some) counts as medium. */
export function signalSeverity(code: string): SignalSeverity {
  return bankSignalSeverity(code);
}

/** An approval of a change with a high signal needs a note of how it was verified (the API refuses it otherwise). */
export function needsVerificationNote(signals: readonly SignalLike[]): boolean {
  return signals.some((signal) => signalSeverity(signal.code) === "high");
}

export function signalTitle(signal: SignalLike): string {
  return SIGNAL_TITLES[signal.code] ?? "Unusual change";
}

export function highestSeverity(signals: readonly SignalLike[]): SignalSeverity | null {
  const severities = new Set(signals.map((signal) => signalSeverity(signal.code)));
  return SEVERITY_ORDER.find((severity) => severities.has(severity)) ?? null;
}

/** The signals, most severe first (the API's order within one severity). */
export function sortedSignals<T extends SignalLike>(signals: readonly T[]): T[] {
  return signals
    .map((signal, index) => ({ signal, index }))
    .sort(
      (a, b) =>
        SEVERITY_ORDER.indexOf(signalSeverity(a.signal.code)) - SEVERITY_ORDER.indexOf(signalSeverity(b.signal.code)) ||
        a.index - b.index,
    )
    .map(({ signal }) => signal);
}

/** "No signals", "1 signal · high", "3 signals · medium": the text carries what the colour hints at. */
export function signalSummary(signals: readonly SignalLike[]): string {
  const highest = highestSeverity(signals);
  if (highest === null) {
    return "No signals";
  }
  const count = signals.length === 1 ? "1 signal" : `${signals.length} signals`;
  return `${count} · ${highest}`;
}

// ---- Labels ----

let regionNames: Intl.DisplayNames | null | undefined;

/** "Germany (DE)"; the code alone where the runtime has no name for it; "—" for none. */
export function countryLabel(code: string | null): string {
  if (!code) {
    return "—";
  }
  if (regionNames === undefined) {
    try {
      regionNames = new Intl.DisplayNames(["en"], { type: "region" });
    } catch {
      regionNames = null;
    }
  }
  let name: string | undefined;
  try {
    name = regionNames?.of(code.toUpperCase());
  } catch {
    name = undefined;
  }
  return name && name !== code.toUpperCase() ? `${name} (${code.toUpperCase()})` : code.toUpperCase();
}

/** The masked number that identifies the account: "IBAN ****3000", "Account ****9012", or null. */
export function maskedNumber(details: BankDetailsSummary | null): string | null {
  if (!details) {
    return null;
  }
  if (details.iban_masked) {
    return `IBAN ${details.iban_masked}`;
  }
  return details.account_number_masked ? `Account ${details.account_number_masked}` : null;
}

/** "New account", or "Change to ****1234" naming the live account by its masked number. */
export function kindLabel(review: Pick<BankReview, "kind" | "current">): string {
  if (review.kind === "create") {
    return "New account";
  }
  const masked = review.current?.iban_masked ?? review.current?.account_number_masked;
  return masked ? `Change to ${masked}` : "Change to an existing account";
}

export function vendorLabel(review: Pick<BankReview, "vendor_name">): string {
  return review.vendor_name ?? "Unknown vendor";
}

/** "You" for the signed-in user's own proposal (theirs or their key's), else the proposer's name, never an ID. */
export function proposerLabel(review: Pick<BankReview, "proposed_by">, viewerUserId: string | null | undefined) {
  const { proposed_by: by } = review;
  if (viewerUserId && by.user_id === viewerUserId) {
    return by.type === "api" && by.name ? `Your key ${by.name}` : "You";
  }
  if (by.name) {
    return by.type === "api" ? `${by.name} (API)` : by.name;
  }
  return by.type === "api" ? "An API key" : "A former user";
}

export const STATUS_LABELS: Record<BankReviewStatus, string> = {
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
};

/** "Approved by Ann Admin", "Rejected by you"; null while pending. */
export function decisionLabel(
  review: Pick<BankReview, "status" | "decided_by">,
  viewerUserId: string | null | undefined,
): string | null {
  if (review.status === "pending") {
    return null;
  }
  const by = review.decided_by;
  const who = !by ? null : viewerUserId && by.id === viewerUserId ? "you" : (by.name ?? "a former user");
  return who ? `${STATUS_LABELS[review.status]} by ${who}` : STATUS_LABELS[review.status];
}

/** The subject of a toast or dialog: "the bank change for Acme GmbH". */
export function reviewSubject(review: Pick<BankReview, "vendor_name">): string {
  return `the bank change for ${vendorLabel(review)}`;
}

export const ROUTE_LABELS: Record<"domestic" | "wire", string> = {
  domestic: "Domestic transfer",
  wire: "International wire",
};

export function routeLabel(route: BankDetailsSummary["payment_route"]): string {
  return route ? ROUTE_LABELS[route] : "Not determined";
}

export const VALIDATION_STATUS_LABELS: Record<BankDetailsSummary["validation_status"], string> = {
  passed: "Passed the country rules",
  passed_with_warnings: "Passed the country rules, with warnings",
  not_validated: "Not validated: no rules for this country",
};

// ---- Comparison ----

export interface FieldComparison {
  key: string;
  label: string;
  current: string;
  proposed: string;
  /** The live account has the field and the proposal changes it. */
  changed: boolean;
}

const yesNo = (value: boolean) => (value ? "Yes" : "No");
const text = (value: string | null) => (value === null || value.trim() === "" ? "—" : value);

const COMPARED_FIELDS: { key: string; label: string; show: (details: BankDetailsSummary) => string }[] = [
  { key: "bank_country", label: "Bank country", show: (details) => countryLabel(details.bank_country) },
  { key: "iban_masked", label: "IBAN", show: (details) => text(details.iban_masked) },
  { key: "account_number_masked", label: "Account number", show: (details) => text(details.account_number_masked) },
  { key: "swift_bic", label: "SWIFT/BIC", show: (details) => text(details.swift_bic) },
  { key: "currency", label: "Currency", show: (details) => text(details.currency) },
  { key: "bank_account_name", label: "Account label", show: (details) => text(details.bank_account_name) },
  { key: "payment_route", label: "Payment route", show: (details) => routeLabel(details.payment_route) },
  { key: "is_primary", label: "Primary account", show: (details) => yesNo(details.is_primary) },
  {
    key: "statement_document_id",
    label: "Bank statement",
    show: (details) => (details.statement_document_id ? "Attached" : "None"),
  },
];

/**
 * The proposed details beside the live account's, field by field, as shown (masked); `changed` marks
 * what the proposal changes. A new account has nothing to compare with: every field is unchanged and
 * `current` is "—".
 */
export function compareDetails(current: BankDetailsSummary | null, proposed: BankDetailsSummary): FieldComparison[] {
  return COMPARED_FIELDS.map(({ key, label, show }) => {
    const proposedText = show(proposed);
    const currentText = current ? show(current) : "—";
    return {
      key,
      label,
      current: currentText,
      proposed: proposedText,
      changed: current !== null && currentText !== proposedText,
    };
  });
}

/**
 * True when a change to a live account differs in nothing shown: the difference is in digits the
 * masking hides or in fields never shown (the holder name, a routing number).
 */
export function changeIsHidden(review: Pick<BankReview, "kind" | "current" | "proposed">): boolean {
  return (
    review.kind === "update" &&
    review.current !== null &&
    compareDetails(review.current, review.proposed).every((row) => !row.changed)
  );
}

/** The payment route before and after, when a change to a live account moves it (domestic → wire). */
export function routeChange(
  review: Pick<BankReview, "current" | "proposed">,
): { from: string; to: string; toWire: boolean } | null {
  const from = review.current?.payment_route ?? null;
  const to = review.proposed.payment_route;
  if (!review.current || from === to) {
    return null;
  }
  return { from: routeLabel(from), to: routeLabel(to), toWire: from === "domestic" && to === "wire" };
}

/** The proposal's country-rule warnings (and errors, which a pending change should not have). */
export function ruleChecks(details: BankDetailsSummary): RuleCheck[] {
  return [...details.validation_results.errors, ...details.validation_results.warnings];
}

// ---- Who may decide ----

export interface Viewer {
  role: string | null;
  userId: string | null;
}

export const OWN_PROPOSAL_MESSAGE = "You proposed this change; another admin must decide it.";
export const OWN_KEY_PROPOSAL_MESSAGE = "An API key you created proposed this change; another admin must decide it.";
export const ADMINS_ONLY_MESSAGE = "Only admins can approve or reject bank changes; you can follow them here.";

/** The viewer proposed it, in the dashboard or with a key they created: the API refuses them the decision. */
export function isOwnProposal(review: Pick<BankReview, "proposed_by">, viewer: Viewer | undefined): boolean {
  return Boolean(viewer?.userId && review.proposed_by.user_id === viewer.userId);
}

/**
 * Why the viewer can't approve or reject the review, or null when they can: it is decided, their
 * role is not admin, or they proposed it (four eyes). Undefined viewer: still loading.
 */
export function decisionBlock(
  review: Pick<BankReview, "status" | "proposed_by">,
  viewer: Viewer | undefined,
): string | null {
  if (review.status !== "pending") {
    return `This change was already ${review.status}.`;
  }
  if (!viewer) {
    return "Checking whether you can decide this change…";
  }
  if (viewer.role !== "org:admin") {
    return ADMINS_ONLY_MESSAGE;
  }
  if (!isOwnProposal(review, viewer)) {
    return null;
  }
  return review.proposed_by.type === "api" ? OWN_KEY_PROPOSAL_MESSAGE : OWN_PROPOSAL_MESSAGE;
}
