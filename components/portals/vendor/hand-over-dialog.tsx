"use client";

import { type FormEvent, type RefObject, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import type { OpenableDialogProps } from "@/components/ui/dialog-button";
import { FormError } from "@/components/ui/form-error";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { errorMessageOf, PortalApiError, portalFetch } from "./api";
import type { PortalSection } from "./types";

export interface HandOverDialogProps extends OpenableDialogProps {
  portalId: string;
  section: PortalSection;
  /** The signed-in recipient: a colleague must be another address at the same domain. */
  recipientEmail: string;
  onHandedOver: (email: string) => void;
  /** The button that opened the dialog (it has no Radix trigger): focus goes back to it on close. */
  returnFocusRef: RefObject<HTMLButtonElement | null>;
}

const domainOf = (email: string) => email.trim().toLowerCase().split("@").pop() ?? "";

/** "Hand this section to a colleague": another address at the recipient's domain signs in and answers it. */
export function HandOverDialog({
  open,
  onOpenChange,
  portalId,
  section,
  recipientEmail,
  onHandedOver,
  returnFocusRef,
}: HandOverDialogProps) {
  const domain = domainOf(recipientEmail);
  const formId = useId();
  const [email, setEmail] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    setDone(null);
    const address = email.trim().toLowerCase();
    if (!/^\S+@\S+\.\S+$/.test(address)) {
      setFieldError("Enter your colleague's email address.");
      return;
    }
    if (domainOf(address) !== domain || address === recipientEmail.toLowerCase()) {
      setFieldError(`Enter another address at ${domain}.`);
      return;
    }
    setFieldError(undefined);
    setBusy(true);
    try {
      const handed = await portalFetch<{ email: string }>(
        portalId,
        `/sections/${encodeURIComponent(section.key)}/hand-over`,
        { method: "POST", body: { email: address } },
      );
      onHandedOver(handed.email);
      setDone(`We emailed ${handed.email}. They can now sign in with their own code and answer this section.`);
      setEmail("");
    } catch (error) {
      if (error instanceof PortalApiError && (error.code === "invalid_invitee" || error.status === 422)) {
        setFieldError(error.message);
      } else {
        setFormError(errorMessageOf(error));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Hand this section to a colleague"
        onCloseAutoFocus={(event) => {
          const target = returnFocusRef.current;
          if (target?.isConnected) {
            event.preventDefault();
            target.focus();
          }
        }}
        description={`"${section.title}": your colleague gets an email with the link, signs in with their own one-time code and answers this section. You can still read and change it.`}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="secondary">{done ? "Close" : "Cancel"}</Button>
            </DialogClose>
            <Button type="submit" form={formId} loading={busy}>
              Hand over
            </Button>
          </>
        }
      >
        <form id={formId} className="space-y-4" onSubmit={(event) => void submit(event)} noValidate>
          <FormField
            label="Colleague's email"
            description={`Another address at ${domain}.`}
            error={fieldError}
            required
          >
            <Input
              type="email"
              autoComplete="off"
              spellCheck={false}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </FormField>
          <FormError message={formError} />
          <p role="status" className="text-sm text-green-800 dark:text-green-300">
            {done}
          </p>
          {section.handed_to.length > 0 ? (
            <div>
              <p className="font-medium text-slate-900 dark:text-slate-100">Already handed to</p>
              <ul className="mt-1 list-disc space-y-0.5 pl-5 text-slate-700 dark:text-slate-300">
                {section.handed_to.map((address) => (
                  <li key={address} className="break-all">
                    {address}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </form>
      </DialogContent>
    </Dialog>
  );
}
