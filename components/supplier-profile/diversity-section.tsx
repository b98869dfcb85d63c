"use client";

import type { RefObject } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { lazyComponent } from "@/components/ui/lazy";
import { QueryList } from "@/components/ui/query-list";
import { RecordTable } from "@/components/ui/record-table";
import { EmptyState } from "@/components/ui/states";
import { useToast } from "@/components/ui/toast";
import { type DiversityRecord, useDeleteDiversityRecord, useDiversityRecords } from "@/lib/web/hooks/supplier-profile";
import { DIVERSITY_CLASSIFICATION_LABELS, labelOf } from "./labels";
import { formatDay, ProfileSection } from "./parts";
import { focusIfLost, useSectionDialog } from "./use-section-dialog";

const DiversityRecordDialog = lazyComponent(() =>
  import("./diversity-record-dialog").then((module) => module.DiversityRecordDialog),
);

function DiversityRow({
  record,
  fallbackRef,
}: {
  record: DiversityRecord;
  fallbackRef: RefObject<HTMLButtonElement | null>;
}) {
  const { toast } = useToast();
  const remove = useDeleteDiversityRecord(record.vendor_id);
  const name = labelOf(DIVERSITY_CLASSIFICATION_LABELS, record.classification);
  return (
    <tr className="border-t border-slate-200 align-top dark:border-slate-800">
      <td className="py-2 pr-3 font-medium">{name}</td>
      <td className="py-2 pr-3">{record.certifying_body ?? "—"}</td>
      <td className="py-2 pr-3">{record.certificate_number ?? "—"}</td>
      <td className="py-2 pr-3">{formatDay(record.certified_at) || "—"}</td>
      <td className="py-2 pr-3">{formatDay(record.expires_at) || "—"}</td>
      <td className="py-2 text-right">
        <ConfirmDialog
          trigger={
            <Button size="sm" variant="ghost" aria-label={`Delete ${name}`}>
              Delete
            </Button>
          }
          title="Delete this diversity record?"
          description={`The ${name} record is removed for good. The change history keeps its last state.`}
          confirmLabel="Delete"
          variant="danger"
          onConfirm={async () => {
            await remove.mutateAsync(record.id);
            toast({ title: "Diversity record deleted", description: name, variant: "success" });
            focusIfLost(fallbackRef);
          }}
        />
      </td>
    </tr>
  );
}

const HEADINGS = ["Classification", "Certifying body", "Certificate number", "Certified", "Expires"];

/** The vendor's diversity certifications. */
export function DiversitySection({ vendorId }: { vendorId: string }) {
  const records = useDiversityRecords(vendorId);
  const dialog = useSectionDialog<never>();
  return (
    <ProfileSection
      title="Diversity records"
      description="Ownership and small-business classifications, with their certificates."
      actions={
        <Button
          ref={dialog.fallbackRef}
          size="sm"
          onMouseEnter={DiversityRecordDialog.preload}
          onFocus={DiversityRecordDialog.preload}
          onClick={(event) => dialog.show(null, event.currentTarget)}
        >
          Add diversity record
        </Button>
      }
    >
      <QueryList
        query={records}
        loadingLabel="Loading diversity records…"
        empty={<EmptyState title="No diversity records yet" />}
      >
        {(rows) => (
          <RecordTable caption="Diversity records of this vendor" headings={HEADINGS}>
            {rows.map((record) => (
              <DiversityRow key={record.id} record={record} fallbackRef={dialog.fallbackRef} />
            ))}
          </RecordTable>
        )}
      </QueryList>
      {dialog.mounted ? (
        <DiversityRecordDialog vendorId={vendorId} open={dialog.open} onOpenChange={dialog.onOpenChange} />
      ) : null}
    </ProfileSection>
  );
}
