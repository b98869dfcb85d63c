import Link from "next/link";
import { RenewalsView } from "@/components/contracts/renewals-view";
import { focusRing } from "@/components/ui/cn";
import { PageHeader } from "@/components/ui/page-header";

export default function RenewalsPage() {
  return (
    <>
      <PageHeader
        eyebrow={
          <Link href="/contracts" className={`rounded hover:underline ${focusRing}`}>
            <span aria-hidden="true">← </span>Contracts
          </Link>
        }
        title="Renewals"
        description="What falls due in the next 12 months, and the auto-renewing contracts that need a decision before their notice deadline."
      />
      <RenewalsView />
    </>
  );
}
