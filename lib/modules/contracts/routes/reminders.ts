import { z } from "@hono/zod-openapi";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { readContext } from "@/lib/api/service-context";
import { timestamp } from "@/lib/api/timestamps";
import type { ApiApp } from "@/lib/api/types";
import { remindersOfContract } from "../reminders";
import { ContractIdParam } from "../schemas";
import { findContractInOrg } from "../service";
import { contractReaders, tags } from "./access";

const SentReminderSchema = z
  .object({
    threshold_days: z.number().int().openapi({ description: "90, 60, 30 or 7: the reminder's days before the date." }),
    deadline: z.number().int().openapi({
      description: "The date it counted down to (Unix seconds): the notice deadline, else the expiration date.",
    }),
    sent_at: timestamp,
    recipient_user_id: z.string().nullable().openapi({ description: "The owner it was sent to." }),
    recipient_name: z.string().nullable(),
  })
  .openapi("ContractReminder");

const route = defineRoute({
  method: "get",
  path: "/v1/contract-records/{contract_id}/reminders",
  tags,
  operationId: "listContractReminders",
  summary: "List the renewal reminders sent about a contract",
  description: "Extension: the emails the renewal reminders sent to the contract's owner, newest first.",
  request: { params: ContractIdParam },
  access: contractReaders,
  responses: {
    200: json(
      z.object({ items: z.array(SentReminderSchema), total: z.number().int() }).openapi("ContractReminderList"),
      "The reminders sent.",
    ),
    ...errorsFor({ contract_not_found: true }),
    ...commonErrors,
  },
});

export function registerListContractReminders(app: ApiApp) {
  app.openapi(route, async (c) => {
    const { tx, orgId } = readContext(c);
    const contractId = c.req.valid("param").contract_id;
    await findContractInOrg(tx, orgId, contractId);
    const items = await remindersOfContract(tx, orgId, contractId);
    return c.json({ items, total: items.length }, 200);
  });
}
