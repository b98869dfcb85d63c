import { ReassessmentsView } from "@/components/reassessments/reassessments-view";
import { PageHeader } from "@/components/ui/page-header";

export default function ReassessmentsPage() {
  return (
    <>
      <PageHeader
        title="Reassessments"
        description="Batches of assessments drafted from radar events: curate the vendors, pick a plan, confirm and run."
      />
      <ReassessmentsView />
    </>
  );
}
