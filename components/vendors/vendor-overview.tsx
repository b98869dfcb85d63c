"use client";

import { ErrorState, LoadingState } from "@/components/ui/states";
import { useRiskLevels, useStatuses, useTags } from "@/lib/web/hooks/taxonomy";
import type { Vendor } from "@/lib/web/hooks/vendors";
import { VendorEditor } from "./vendor-editor";

/** Loads the choices the editor offers (statuses, tags, risk levels), then shows it. */
export function VendorOverview({ vendor }: { vendor: Vendor }) {
  const statuses = useStatuses("vendor");
  const tags = useTags();
  const riskLevels = useRiskLevels();
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
  return <VendorEditor vendor={vendor} statuses={statuses.data} tags={tags.data} riskLevels={riskLevels.data} />;
}
