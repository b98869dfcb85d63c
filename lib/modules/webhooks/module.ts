import { anyCredential } from "@/lib/api/access-policy";
import { defineModule } from "../descriptor";
import { registerWebhookRoutes } from ".";
import { webhookFanOut } from "./fanout";
import { deliverWebhookJob, purgeWebhookDeliveries, purgeWebhookDeliveriesSchedule } from "./jobs";

export const webhooksModule = defineModule({
  name: "webhooks",
  routes: registerWebhookRoutes,
  changeLog: [{ entityType: "webhook", readers: anyCredential }],
  jobs: [deliverWebhookJob, purgeWebhookDeliveries],
  schedules: [purgeWebhookDeliveriesSchedule],
  eventListeners: [webhookFanOut],
  navigation: [
    {
      label: "Webhooks",
      href: "/webhooks",
      position: 90,
      icon: "M4 14a3 3 0 1 0 3-3 M10 5a3 3 0 1 0-2.6 4.5L10 14h6 M16 11a3 3 0 1 1 0 6",
    },
  ],
});
