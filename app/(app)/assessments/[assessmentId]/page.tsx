import { AssessmentPage } from "@/components/assessments/assessment-page";

export default async function AssessmentRoute({ params }: { params: Promise<{ assessmentId: string }> }) {
  const { assessmentId } = await params;
  return <AssessmentPage assessmentId={assessmentId} />;
}
