import { FindingsView } from "@/components/findings/findings-view";
import { PageHeader } from "@/components/ui/page-header";

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
