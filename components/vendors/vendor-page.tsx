"use client";

import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { VendorNoticeDeadline } from "@/components/contracts/vendor-notice-deadline";
import { SendRequestButton } from "@/components/portals/send-request-button";
import { Badge } from "@/components/ui/badge";
import { focusRing } from "@/components/ui/cn";
import { useRecordTitle } from "@/components/ui/document-title";
import { PageHeader } from "@/components/ui/page-header";
import { RecordLoadError } from "@/components/ui/record-load-error";
import { LoadingState } from "@/components/ui/states";
import { useVendor } from "@/lib/web/hooks/vendors";
import { useExtraVendorTabs } from "./extra-vendor-tabs";
import { tierLabel } from "./list-state";
import { VendorTabs } from "./vendor-tabs";

const backLink = (
  <Link href="/vendors" className={`rounded hover:underline ${focusRing}`}>
    <span aria-hidden="true">← </span>Vendors
  </Link>
);

/** The selected tab, kept in the URL (`?tab=services`) so a reload or a shared link opens it. */
function useTabParam(): [string, (tab: string) => void] {
  const searchParams = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const setTab = (tab: string) => {
    const next = new URLSearchParams(searchParams.toString());
    if (tab === "overview") {
      next.delete("tab");
    } else {
      next.set("tab", tab);
    }
    const query = next.toString();
    router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
  };
  return [searchParams.get("tab") ?? "overview", setTab];
}

/** One vendor: its name and standing, then Overview (the editor), Services and the modules' tabs. */
export function VendorPage({ vendorId }: { vendorId: string }) {
  const vendor = useVendor(vendorId);
  const [tab, setTab] = useTabParam();
  const extraTabs = useExtraVendorTabs();
  const name = vendor.data?.name;

  useRecordTitle(name);

  if (vendor.isPending) {
    return <LoadingState label="Loading the vendor…" />;
  }
  if (vendor.isError) {
    return (
      <RecordLoadError
        error={vendor.error}
        eyebrow={backLink}
        title="Vendor"
        noun="vendor"
        back={{ href: "/vendors", label: "vendors" }}
        missingDescription="It may have been removed, or the link is wrong."
        onRetry={() => void vendor.refetch()}
        retrying={vendor.isFetching}
      />
    );
  }

  const data = vendor.data;
  return (
    <>
      <PageHeader
        eyebrow={backLink}
        title={data.name}
        actions={
          <SendRequestButton
            vendor={{ id: data.id, name: data.name, contactEmail: data.primary_contact?.email ?? null }}
          />
        }
        description={
          <>
            <span className="flex flex-wrap items-center gap-2">
              <Badge variant={data.status ? "info" : "neutral"}>{data.status ?? "No status"}</Badge>
              <Badge>{tierLabel(data.tier)}</Badge>
              {data.website ? <span>{data.website}</span> : null}
            </span>
            <VendorNoticeDeadline vendorId={data.id} />
          </>
        }
      />
      <VendorTabs vendor={data} value={tab} onValueChange={setTab} extraTabs={extraTabs} />
    </>
  );
}
