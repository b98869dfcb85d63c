import type { Metadata } from "next";
import { ReassessmentPage } from "@/components/reassessments/reassessment-page";

export const metadata: Metadata = { title: "Reassessment" };

export default async function ReassessmentRoute({ params }: { params: Promise<{ reassessment_id: string }> }) {
  const { reassessment_id } = await params;
  return <ReassessmentPage reassessmentId={reassessment_id} />;
}
