"use client";

import { type FormEvent, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import { FormError } from "@/components/ui/form-error";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useSendTestDelivery } from "@/lib/web/hooks/webhooks";
import { parsePayload } from "./model";

const DEFAULT_PAYLOAD = '{\n  "test": true\n}';

export interface SendTestDialogProps {
  webhookId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSent: () => void;
}

export function SendTestDialog({ webhookId, open, onOpenChange, onSent }: SendTestDialogProps) {
  const send = useSendTestDelivery();
  const [eventType, setEventType] = useState("webhook.test");
  const [payload, setPayload] = useState(DEFAULT_PAYLOAD);
  const [payloadError, setPayloadError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();

  useEffect(() => {
    if (open) {
      setPayloadError(undefined);
      setFormError(undefined);
    }
  }, [open]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parsePayload(payload);
    if (!parsed.ok) {
      setPayloadError(parsed.message);
      return;
    }
    setPayloadError(undefined);
    try {
      await send.mutateAsync({ id: webhookId, eventType: eventType.trim() || "webhook.test", payload: parsed.value });
      onSent();
    } catch (error) {
      setFormError(error instanceof Error ? error.message : "Couldn't send the test.");
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (send.isPending && !next ? undefined : onOpenChange(next))}>
      <DialogContent
        title="Send test delivery"
        description="The payload is delivered as the envelope's data. The result appears in the delivery history."
      >
        <form onSubmit={submit} noValidate className="space-y-4">
          <FormField label="Event type">
            <Input autoComplete="off" value={eventType} onChange={(event) => setEventType(event.target.value)} />
          </FormField>
          <FormField label="Payload (JSON object)" error={payloadError}>
            <Textarea
              rows={8}
              spellCheck={false}
              className="font-mono text-xs"
              value={payload}
              onChange={(event) => setPayload(event.target.value)}
            />
          </FormField>
          <FormError message={formError} />
          <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary" disabled={send.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" loading={send.isPending}>
              Send test
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
