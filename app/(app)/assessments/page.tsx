import { AssessmentsView } from "@/components/assessments/assessments-view";
import { PageHeader } from "@/components/ui/page-header";

export default function AssessmentsPage() {
  return (
    <>
      <PageHeader
        title="Assessments"
        description="Vendors' documents evaluated against your control sets: follow each analysis, review the evaluations and approve them."
      />
      <AssessmentsView />
    </>
  );
}
