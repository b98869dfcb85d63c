"use client";

import { DialogButton } from "@/components/ui/dialog-button";
import { lazyComponent } from "@/components/ui/lazy";

// The portals module's request form loads when it is first wanted.
const SendRequestDialog = lazyComponent(() =>
  import("@/components/portals/send-request-dialog").then((module) => module.SendRequestDialog),
);

/** "Request documents" for a vendor without any: sends the vendor a request (POST /v1/portals). */
export function RequestDocumentsButton({ vendorId, vendorName }: { vendorId: string; vendorName: string }) {
  return (
    <DialogButton
      label="Request documents"
      size="sm"
      variant="secondary"
      accessibleName={`Request documents from ${vendorName}`}
      dialog={SendRequestDialog}
      dialogProps={{ vendor: { id: vendorId, name: vendorName } }}
    />
  );
}
