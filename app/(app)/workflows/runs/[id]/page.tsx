import type { Metadata } from "next";
import { RunDetail } from "@/components/workflows/run-detail";

export const metadata: Metadata = { title: "Workflow run" };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <RunDetail runId={id} />;
}
