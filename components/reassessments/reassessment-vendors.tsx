"use client";

import Link from "next/link";
import { useId, useState } from "react";
import { SeverityBadge } from "@/components/radar/severity";
import { type PickedVendor, VendorSearchPicker } from "@/components/radar-events/vendor-search-picker";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { focusRing } from "@/components/ui/cn";
import { SaveNotice } from "@/components/ui/save-notice";
import type { Reassessment } from "@/lib/modules/reassessments/schemas";
import { formatCount } from "@/lib/web/format";
import { useReassessmentChange } from "@/lib/web/hooks/reassessments";
import { vendorPath } from "@/lib/web/hooks/vendors";
import { useInlineSave } from "@/lib/web/use-inline-save";
import { ExplainedButton } from "./explained-button";
import { RequestDocumentsButton } from "./request-documents-button";
import { whyVendorSetLocked } from "./rules";
import { includedVendors } from "./status";
import {
  alertStateLabel,
  dismissalReasonText,
  exclusionReason,
  includedWithoutDocuments,
  type VendorEntry,
} from "./vendor-flags";
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

/** The vendor's alert on the event: severity, triage state and, when dismissed, why and by whom. */
function AlertCell({ entry }: { entry: VendorEntry }) {
  const { alert } = entry;
  if (!alert) {
    return <span className="text-slate-600 dark:text-slate-400">No alert</span>;
  }
  const reason = dismissalReasonText(alert);
  return (
    <div className="space-y-1">
      <span className="flex flex-wrap items-center gap-1.5">
        <SeverityBadge severity={alert.severity} />
        <Badge variant={alert.state === "active" ? "warning" : "neutral"}>{alertStateLabel(alert)}</Badge>
      </span>
      {reason ? (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {reason}
          {alert.dismissed_by ? ` · by ${alert.dismissed_by}` : ""}
        </p>
      ) : null}
    </div>
  );
}

/** Flags included vendors without documents before the run: their assessments would have nothing to read. */
function NoDocumentsNotice({ reassessment }: { reassessment: Reassessment }) {
  const missing = includedWithoutDocuments(reassessment);
  if (missing.length === 0 || reassessment.status === "run" || reassessment.status === "dismissed") {
    return null;
  }
  return (
    <p
      role="note"
      className="mx-4 mt-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-200"
    >
      {missing.length === 1 ? "1 included vendor has" : `${missing.length} included vendors have`} no documents: an
      assessment would have nothing to read. Request documents from them before the run.
    </p>
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
  const runnable = reassessment.status === "draft" || reassessment.status === "confirmed";

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
      <NoDocumentsNotice reassessment={reassessment} />
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
                Alert
              </th>
              <th scope="col" className={`${cellClass} font-medium`}>
                Documents
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
                  <AlertCell entry={vendor} />
                </td>
                <td className={cellClass}>
                  {vendor.document_count > 0 ? (
                    <span>{formatCount(vendor.document_count)}</span>
                  ) : (
                    <span className="flex flex-wrap items-center gap-2">
                      <Badge variant="warning">No documents</Badge>
                      {runnable ? (
                        <RequestDocumentsButton vendorId={vendor.vendor_id} vendorName={vendor.vendor_name} />
                      ) : null}
                    </span>
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
                  {exclusionReason(vendor) ? (
                    <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                      Excluded: {exclusionReason(vendor)}
                    </p>
                  ) : null}
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
