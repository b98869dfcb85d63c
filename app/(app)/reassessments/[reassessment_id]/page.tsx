import { ReassessmentPage } from "@/components/reassessments/reassessment-page";

export default async function ReassessmentRoute({ params }: { params: Promise<{ reassessment_id: string }> }) {
  const { reassessment_id } = await params;
  return <ReassessmentPage reassessmentId={reassessment_id} />;
}
