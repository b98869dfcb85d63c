import { z } from "zod";
import type { PrimaryContact } from "@/lib/web/hooks/vendors";

/** Form-side rules shared by the vendor and service forms; the API checks the rest and its errors land inline. */
export const requiredName = z
  .string()
  .max(255, "Use at most 255 characters.")
  .refine((value) => value.trim().length > 0, "Enter a name.");

export const optionalText = z.string().max(5000, "Use at most 5,000 characters.");

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const optionalEmail = z
  .string()
  .trim()
  .refine((value) => value === "" || EMAIL.test(value), "Enter a valid email address.");

/** The primary contact as a form edits it: every field a string, "" meaning not given. */
export const contactFormSchema = z
  .object({ email: optionalEmail, name: optionalText, title: optionalText, phone_number: optionalText })
  .superRefine((contact, context) => {
    if (!contact.email && (contact.name.trim() || contact.title.trim() || contact.phone_number.trim())) {
      context.addIssue({ code: "custom", path: ["email"], message: "A contact needs an email address." });
    }
  });
export type ContactFormValues = z.input<typeof contactFormSchema>;

export const EMPTY_CONTACT: ContactFormValues = { email: "", name: "", title: "", phone_number: "" };

export function contactToForm(contact: PrimaryContact | null): ContactFormValues {
  return {
    email: contact?.email ?? "",
    name: contact?.name ?? "",
    title: contact?.title ?? "",
    phone_number: contact?.phone_number ?? "",
  };
}

/** The API's primary_contact for a form's values; undefined when no email was given. */
export function contactFromForm(contact: ContactFormValues): PrimaryContact | undefined {
  const email = contact.email.trim();
  if (!email) {
    return undefined;
  }
  const orNull = (value: string) => value.trim() || null;
  return {
    email,
    name: orNull(contact.name),
    title: orNull(contact.title),
    phone_number: orNull(contact.phone_number),
  };
}

/** Trimmed text, or undefined when empty (create bodies leave unknown fields out). */
export function textOrUndefined(value: string): string | undefined {
  return value.trim() || undefined;
}
