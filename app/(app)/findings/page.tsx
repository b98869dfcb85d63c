import type { Metadata } from "next";
import { FindingsView } from "@/components/findings/findings-view";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Findings" };

export default function FindingsPage() {
  return (
    <>
      <PageHeader
        title="Findings"
        description="Gaps found in your vendors' controls: set their status and due date, archive the ones that no longer apply."
      />
      <FindingsView />
    </>
  );
}
