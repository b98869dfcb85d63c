import { requireInOrg } from "@/lib/api/middleware/require-in-org";
import { findWebhookInOrg } from "./service";

export const requireWebhookInOrg = requireInOrg("webhook_id", findWebhookInOrg);
