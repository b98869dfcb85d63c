import { ObligationsView } from "@/components/obligations/obligations-view";
import { PageHeader } from "@/components/ui/page-header";

export default function ObligationsPage() {
  return (
    <>
      <PageHeader
        title="Obligations"
        description="Controls your organization must operate for its vendors' assurances to hold: who owns each, by when, and whether it is satisfied."
      />
      <ObligationsView />
    </>
  );
}
