import type { Metadata } from "next";
import { AssessmentPage } from "@/components/assessments/assessment-page";

export const metadata: Metadata = { title: "Assessment" };

export default async function AssessmentRoute({ params }: { params: Promise<{ assessmentId: string }> }) {
  const { assessmentId } = await params;
  return <AssessmentPage assessmentId={assessmentId} />;
}
