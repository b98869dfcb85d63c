"use client";

import Link from "next/link";
import { useId, useState } from "react";
import { type PickedVendor, VendorSearchPicker } from "@/components/radar-events/vendor-search-picker";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { focusRing } from "@/components/ui/cn";
import { SaveNotice } from "@/components/ui/save-notice";
import type { Reassessment } from "@/lib/modules/reassessments/schemas";
import { vendorPath } from "@/lib/web/hooks/vendors";
import { useInlineSave } from "@/lib/web/use-inline-save";
import { useReassessmentChange } from "./api";
import { ExplainedButton } from "./explained-button";
import { whyVendorSetLocked } from "./rules";
import { includedVendors } from "./status";
import { VendorSwitch } from "./vendor-switch";

const linkClass = `rounded text-blue-700 hover:underline dark:text-blue-300 ${focusRing}`;
const cellClass = "px-4 py-2 text-left align-middle";

/** Vendors added by search (manual entries); only while a draft. */
function AddVendors({ reassessment, lockedReason }: { reassessment: Reassessment; lockedReason: string | null }) {
  const change = useReassessmentChange(reassessment.id);
  const [picked, setPicked] = useState<PickedVendor[]>([]);
  const [error, setError] = useState<string | null>(null);
  const inSet = new Set(reassessment.vendors.map((vendor) => vendor.vendor_id));
  const add = () => {
    setError(null);
    change.mutate(
      { kind: "add_vendors", vendorIds: picked.map((vendor) => vendor.id) },
      { onSuccess: () => setPicked([]), onError: (failure) => setError(failure.message) },
    );
  };
  if (lockedReason) {
    return null;
  }
  return (
    <div className="space-y-3 border-t border-slate-200 p-4 dark:border-slate-800">
      <VendorSearchPicker label="Add vendors" value={picked} onChange={setPicked} unavailable={inSet} />
      <ExplainedButton
        variant="secondary"
        reason={picked.length === 0 ? "Choose vendors above to add them." : null}
        loading={change.isPending && change.variables?.kind === "add_vendors"}
        onClick={add}
      >
        {picked.length > 1 ? `Add ${picked.length} vendors` : "Add vendor"}
      </ExplainedButton>
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          Couldn't add the vendors: {error}
        </p>
      ) : null}
    </div>
  );
}

/** The vendor set: matched from the event or added by hand, each with its include switch. */
export function ReassessmentVendors({ reassessment }: { reassessment: Reassessment }) {
  const change = useReassessmentChange(reassessment.id);
  const { notice, run } = useInlineSave();
  const [busyVendor, setBusyVendor] = useState<string | null>(null);
  const lockedReason = whyVendorSetLocked(reassessment);
  const lockedId = useId();
  const included = includedVendors(reassessment).length;

  const setIncluded = async (vendorId: string, vendorName: string, next: boolean) => {
    setBusyVendor(vendorId);
    await run(`${vendorName}'s inclusion`, () => change.mutateAsync({ kind: "inclusion", vendorId, included: next }));
    setBusyVendor(null);
  };

  return (
    <Card title="Vendors" description={`${included} of ${reassessment.vendors.length} included in the run.`} flush>
      {lockedReason ? (
        <p id={lockedId} className="px-4 pt-3 text-sm text-slate-600 dark:text-slate-400">
          {lockedReason}
        </p>
      ) : null}
      <div className="relative overflow-x-auto">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">Vendors of the reassessment</caption>
          <thead className="text-slate-700 dark:text-slate-300">
            <tr className="border-b border-slate-200 dark:border-slate-800">
              <th scope="col" className={`${cellClass} font-medium`}>
                Vendor
              </th>
              <th scope="col" className={`${cellClass} font-medium`}>
                Source
              </th>
              <th scope="col" className={`${cellClass} font-medium`}>
                Included
              </th>
            </tr>
          </thead>
          <tbody>
            {reassessment.vendors.map((vendor) => (
              <tr key={vendor.vendor_id} className="border-b border-slate-200 last:border-0 dark:border-slate-800">
                <th scope="row" className={`${cellClass} font-normal`}>
                  <Link href={vendorPath(vendor.vendor_id)} className={linkClass}>
                    {vendor.vendor_name}
                  </Link>
                </th>
                <td className={cellClass}>
                  {vendor.source === "matched" ? (
                    <Badge variant="info">Matched from the event</Badge>
                  ) : (
                    <Badge variant="neutral">Added by hand</Badge>
                  )}
                </td>
                <td className={cellClass}>
                  <VendorSwitch
                    vendorName={vendor.vendor_name}
                    checked={vendor.included}
                    lockedReasonId={lockedReason ? lockedId : null}
                    busy={busyVendor === vendor.vendor_id}
                    onChange={(next) => void setIncluded(vendor.vendor_id, vendor.vendor_name, next)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <SaveNotice notice={notice} className="px-4 pb-2" />
      <AddVendors reassessment={reassessment} lockedReason={lockedReason} />
    </Card>
  );
}
