import { VerificationCard } from "@/components/webhooks/verification-card";
import { WebhookDetailPage } from "@/components/webhooks/webhook-detail-page";

export default async function WebhookRoute({ params }: { params: Promise<{ webhookId: string }> }) {
  const { webhookId } = await params;
  return <WebhookDetailPage webhookId={webhookId} verification={<VerificationCard />} />;
}
