"use client";

import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { CopyButton } from "@/components/ui/copy-button";
import { Drawer, DrawerContent } from "@/components/ui/drawer";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { Time } from "@/components/ui/time";
import { useWebhookDelivery, type WebhookDeliveryDetail } from "@/lib/web/hooks/webhook-delivery";
import { deliveryStatusLabel, retryStateLabel } from "@/lib/web/labels/webhooks";
import { deliveryTitle } from "./delivery-text";
import { deliveryStatusTone } from "./model";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold text-slate-900 dark:text-slate-100">{title}</h3>
      {children}
    </section>
  );
}

function Headers({ label, headers }: { label: string; headers: { name: string; value: string }[] }) {
  if (headers.length === 0) {
    return <p className="text-sm text-slate-600 dark:text-slate-400">No headers.</p>;
  }
  return (
    <dl aria-label={label} className="space-y-1 rounded-md bg-slate-50 p-2 font-mono text-xs dark:bg-slate-900">
      {headers.map((header, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a header may repeat; the order is the key
        <div key={index} className="flex flex-wrap gap-x-2">
          <dt className="font-semibold">{header.name}:</dt>
          <dd className="min-w-0 break-all">{header.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Body({ label, text, truncated, limit }: { label: string; text: string; truncated: boolean; limit: string }) {
  return (
    <div className="space-y-1">
      <section aria-label={label}>
        <pre className="whitespace-pre-wrap break-all rounded-md bg-slate-50 p-2 font-mono text-xs dark:bg-slate-900">
          {text === "" ? "(empty)" : text}
        </pre>
      </section>
      {truncated ? <p className="text-xs text-slate-600 dark:text-slate-400">Showing the first {limit}.</p> : null}
    </div>
  );
}

/** The headers and (possibly cut) body of a request or response, or why there is none. */
function Message({
  part,
  message,
  bodyLimit,
  absent,
}: {
  part: "Request" | "Response";
  message: { headers: { name: string; value: string }[]; body: string | null; body_truncated: boolean } | null;
  bodyLimit: string;
  absent: string;
}) {
  if (!message) {
    return <p className="text-sm text-slate-600 dark:text-slate-400">{absent}</p>;
  }
  return (
    <>
      <Headers label={`${part} headers`} headers={message.headers} />
      {message.body !== null ? (
        <Body label={`${part} body`} text={message.body} truncated={message.body_truncated} limit={bodyLimit} />
      ) : null}
    </>
  );
}

function NextRetry({ delivery }: { delivery: WebhookDeliveryDetail }) {
  const at = delivery.next_retry_at;
  return (
    <p className="text-sm">
      <span className="font-medium">{retryStateLabel(delivery.retry_state)}</span>
      {at !== null ? (
        <>
          {delivery.retry_state === "retried" ? " at " : ", due "}
          <Time value={at} />
        </>
      ) : delivery.retry_state === "exhausted" ? (
        " — this was the last of 5 attempts. Redeliver to send the event again."
      ) : null}
    </p>
  );
}

function AttemptBody({ delivery }: { delivery: WebhookDeliveryDetail }) {
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant={deliveryStatusTone[delivery.status]}>{deliveryStatusLabel(delivery.status)}</Badge>
        <span>Attempt {delivery.attempt} of 5</span>
        <span aria-hidden="true">·</span>
        <Time value={delivery.attempted_at} />
        <CopyButton value={delivery.event_id} label="Copy event ID">
          Copy event ID
        </CopyButton>
      </div>
      <Section title="Next retry">
        <NextRetry delivery={delivery} />
      </Section>
      {delivery.error ? (
        <Section title="Error">
          <p className="whitespace-pre-wrap break-words text-sm text-red-800 dark:text-red-300">{delivery.error}</p>
        </Section>
      ) : null}
      <Section title="Request">
        <Message
          part="Request"
          message={delivery.request}
          bodyLimit="64 KB"
          absent="Nothing was sent for this attempt."
        />
      </Section>
      <Section title="Response">
        {delivery.response ? (
          <p className="text-sm">
            Status <span className="font-mono">{delivery.response.status ?? "—"}</span>
            {delivery.response_time_ms !== null ? ` in ${delivery.response_time_ms} ms` : null}
          </p>
        ) : null}
        <Message part="Response" message={delivery.response} bodyLimit="4 KB" absent="No response was received." />
      </Section>
    </div>
  );
}

export interface AttemptDrawerProps {
  webhookId: string;
  /** The attempt shown; the drawer is open while set. */
  deliveryId: string | null;
  onClose: () => void;
}

/** One attempt's request, response, error and next retry. */
export function AttemptDrawer({ webhookId, deliveryId, onClose }: AttemptDrawerProps) {
  const delivery = useWebhookDelivery(webhookId, deliveryId);
  return (
    <Drawer open={deliveryId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DrawerContent
        size="xl"
        title={delivery.data ? deliveryTitle(delivery.data) : "Delivery attempt"}
        description="What was sent and what came back."
      >
        {delivery.isPending ? (
          <LoadingState label="Loading the attempt…" />
        ) : delivery.isError ? (
          <ErrorState
            message={delivery.error.message}
            onRetry={() => void delivery.refetch()}
            retrying={delivery.isFetching}
          />
        ) : (
          <AttemptBody delivery={delivery.data} />
        )}
      </DrawerContent>
    </Drawer>
  );
}
