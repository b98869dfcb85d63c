"use client";

import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { lazyComponent } from "@/components/ui/lazy";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { lazyNearView } from "@/components/ui/when-near-view";
import { useRiskLevels, useStatuses, useTags } from "@/lib/web/hooks/taxonomy";
import type { Vendor } from "@/lib/web/hooks/vendors";
import { VendorSummary } from "./vendor-summary";

// The editor, its form library and the pickers load on the first "Edit vendor", not with the page.
const VendorEditor = lazyComponent(() => import("./vendor-editor").then((module) => module.VendorEditor));
// Below the summary: the intake module's section loads when it comes near the viewport.
const VendorIntakeRequests = lazyNearView(
  () => import("@/components/intake/vendor-intake-requests").then((module) => module.VendorIntakeRequests),
  <div className="h-1" aria-hidden="true" />,
);

/** The vendor's fields, read-only until "Edit vendor" opens the editor in their place. */
export function VendorOverview({ vendor }: { vendor: Vendor }) {
  const statuses = useStatuses("vendor");
  const tags = useTags();
  const riskLevels = useRiskLevels();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  // Back on the button that opened the editor once the summary is in place again.
  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      editButton.current?.focus();
    }
  }, [editing]);
  const failed = [statuses, tags, riskLevels].find((query) => query.isError);

  if (failed?.error) {
    return (
      <ErrorState
        title="Couldn't load the vendor's options"
        message={failed.error.message}
        onRetry={() => void failed.refetch()}
        retrying={failed.isFetching}
      />
    );
  }
  if (!statuses.data || !tags.data || !riskLevels.data) {
    return <LoadingState label="Loading vendor details…" />;
  }
  if (editing) {
    return (
      <VendorEditor
        vendor={vendor}
        statuses={statuses.data}
        tags={tags.data}
        riskLevels={riskLevels.data}
        onDone={() => {
          returnFocus.current = true;
          setEditing(false);
        }}
      />
    );
  }
  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <Button ref={editButton} onClick={() => setEditing(true)}>
          Edit vendor
        </Button>
      </div>
      <VendorSummary vendor={vendor} riskLevels={riskLevels.data} />
      <VendorIntakeRequests vendorId={vendor.id} />
    </div>
  );
}
