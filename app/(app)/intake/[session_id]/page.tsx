import { SessionPage } from "@/components/intake/session-page";

export default async function IntakeSessionRoute({ params }: { params: Promise<{ session_id: string }> }) {
  const { session_id } = await params;
  return <SessionPage sessionId={session_id} />;
}
