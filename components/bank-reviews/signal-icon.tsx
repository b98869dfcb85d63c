import { cn } from "@/components/ui/cn";
import { type SignalSeverity, signalSeverity } from "./model";

/** SVG path data (20×20, stroked) of each signal's icon; unknown codes get the warning sign. */
const ICONS: Record<string, string> = {
  // Two people: the account is on another vendor's file.
  account_on_other_vendor:
    "M7 9a3 3 0 1 0 0-6 3 3 0 0 0 0 6z M2 17c0-3 2.2-5 5-5s5 2 5 5 M13.5 3.5a3 3 0 0 1 0 5.5 M15 12c1.8.6 3 2.4 3 5",
  // A globe: the bank's or the IBAN's country is unexpected.
  iban_country_mismatch:
    "M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16z M2 10h16 M10 2c2.7 2.7 2.7 13.3 0 16 M10 2c-2.7 2.7-2.7 13.3 0 16",
  bank_country_not_in_sites:
    "M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16z M2 10h16 M10 2c2.7 2.7 2.7 13.3 0 16 M10 2c-2.7 2.7-2.7 13.3 0 16",
  // An arrow leaving the border: payments go abroad.
  domestic_to_wire: "M3 10h11 M10 5.5l4.5 4.5-4.5 4.5 M17 4v12",
  // An envelope: the contact details changed shortly before.
  recent_contact_change: "M3 5h14v10H3z M3 5.5l7 5.5 7-5.5",
  // A person crossed out: the holder is someone else.
  holder_name_mismatch:
    "M8 9a3 3 0 1 0 0-6 3 3 0 0 0 0 6z M2 17c0-3 2.5-5 6-5 1.3 0 2.4.3 3.3.8 M13 13l4 4 M17 13l-4 4",
  // A clock: the vendor is new.
  new_vendor: "M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16z M10 6v4.5l3 2",
};
const WARNING = "M10 3l8 14H2L10 3z M10 8.5v3.5 M10 14.5v.01";

const COLORS: Record<SignalSeverity, string> = {
  high: "text-red-700 dark:text-red-400",
  medium: "text-amber-700 dark:text-amber-400",
  low: "text-blue-700 dark:text-blue-300",
};

/** The signal's icon, coloured by its severity; decorative (the title beside it says what it is). */
export function SignalIcon({ code, className }: { code: string; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      className={cn("h-5 w-5 shrink-0", COLORS[signalSeverity(code)], className)}
    >
      <path d={ICONS[code] ?? WARNING} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
