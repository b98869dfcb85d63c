import { WebhooksPage } from "@/components/webhooks/webhooks-page";

export default function WebhooksRoute() {
  return <WebhooksPage />;
}
