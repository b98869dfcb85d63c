"use client";

import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { focusRing } from "@/components/ui/cn";
import { lazyComponent } from "@/components/ui/lazy";
import { DAY_SECONDS, daysUntil, startOfDay } from "@/lib/web/days";
import { contractHref, useContracts } from "@/lib/web/hooks/contracts";
import { useOrganization } from "@/lib/web/hooks/org";
import { useNow } from "@/lib/web/use-now";

// Shown only when arriving from a renewal reminder: its code (and the assessment dialog's button) loads then.
const RenewalReviewPrompt = lazyComponent(() =>
  import("./renewal-review-prompt").then((module) => module.RenewalReviewPrompt),
);

/** How far ahead the header looks. */
const WINDOW_DAYS = 90;

/**
 * The vendor page's header line "Notice deadline in N days: <contract>" for the vendor's earliest
 * notice deadline still ahead within 90 days (archived contracts left out), while the organization
 * has contract records on. With `?review=renewal` (the reminder email's link), a prompt to review
 * the vendor before the renewal.
 */
export function VendorNoticeDeadline({ vendorId }: { vendorId: string }) {
  const now = useNow();
  const enabled = useOrganization().data?.modules.contract_records === true && now !== null;
  const today = now === null ? 0 : startOfDay(now);
  const contracts = useContracts(
    {
      limit: 20,
      offset: 0,
      vendor_id: vendorId,
      sort: "notice_deadline",
      notice_deadline_before: today + (WINDOW_DAYS + 1) * DAY_SECONDS,
    },
    { enabled },
  );
  const review = useSearchParams().get("review") === "renewal";
  const next =
    now === null
      ? undefined
      : contracts.data?.items.find(
          (contract) => contract.notice_deadline !== null && contract.notice_deadline >= today,
        );
  const deadline = next?.notice_deadline ?? null;
  const days = deadline !== null && now !== null ? daysUntil(deadline, now) : null;

  return (
    <>
      {next && days !== null ? (
        <span className="block font-medium text-amber-800 dark:text-amber-300">
          {days === 0 ? "Notice deadline today" : `Notice deadline in ${days} day${days === 1 ? "" : "s"}`}:{" "}
          <Link href={contractHref(next.id)} className={`rounded underline hover:no-underline ${focusRing}`}>
            {next.name}
          </Link>
        </span>
      ) : null}
      {review ? <RenewalReviewPrompt vendorId={vendorId} /> : null}
    </>
  );
}
