import { RunPage } from "@/components/zero-touch/run-page";

export default async function ZeroTouchRunRoute({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <RunPage runId={id} />;
}
