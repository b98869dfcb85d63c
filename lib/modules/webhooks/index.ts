import type { ApiApp } from "@/lib/api/types";
import { registerCreateWebhook } from "./routes/create";
import { registerDeleteWebhook } from "./routes/delete";
import { registerListWebhookDeliveries } from "./routes/deliveries";
import { registerGetWebhookDelivery } from "./routes/delivery";
import { registerGetWebhook } from "./routes/get";
import { registerListWebhooks } from "./routes/list";
import { registerRedeliverWebhookEvent } from "./routes/redeliver";
import { registerTestWebhook } from "./routes/test";
import { registerUpdateWebhook } from "./routes/update";

export { deliverWebhookEvent, type WebhookEventInput } from "./fanout";

export function registerWebhookRoutes(app: ApiApp) {
  registerListWebhooks(app);
  registerCreateWebhook(app);
  registerGetWebhook(app);
  registerUpdateWebhook(app);
  registerDeleteWebhook(app);
  registerTestWebhook(app);
  registerListWebhookDeliveries(app);
  registerGetWebhookDelivery(app);
  registerRedeliverWebhookEvent(app);
}
