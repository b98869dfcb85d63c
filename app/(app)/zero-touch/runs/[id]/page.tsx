import type { Metadata } from "next";
import { RunPage } from "@/components/zero-touch/run-page";

export const metadata: Metadata = { title: "Zero touch run" };

export default async function ZeroTouchRunRoute({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <RunPage runId={id} />;
}
