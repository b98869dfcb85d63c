import type { PrimaryContact } from "@/lib/web/hooks/vendors";

/**
 * Form-side checks shared by the vendor and service forms, free of any schema library so the
 * vendor page's editor stays light; the dialogs' zod schemas reuse them. The API checks the rest,
 * and its errors land inline.
 */
export const NAME_MAX = 255;
export const TEXT_MAX = 5000;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkName(value: string): true | string {
  if (value.trim().length === 0) {
    return "Enter a name.";
  }
  return value.length <= NAME_MAX || `Use at most ${NAME_MAX} characters.`;
}

export function checkText(value: string): true | string {
  return value.length <= TEXT_MAX || "Use at most 5,000 characters.";
}

export function checkEmail(value: string): true | string {
  const email = value.trim();
  return email === "" || EMAIL.test(email) || "Enter a valid email address.";
}

/** The primary contact as a form edits it: every field a string, "" meaning not given. */
export interface ContactFormValues {
  email: string;
  name: string;
  title: string;
  phone_number: string;
}

export const EMPTY_CONTACT: ContactFormValues = { email: "", name: "", title: "", phone_number: "" };

/** A contact's email: a valid address, and required once any other contact field is filled. */
export function checkContactEmail(email: string, contact: ContactFormValues): true | string {
  if (!email.trim() && (contact.name.trim() || contact.title.trim() || contact.phone_number.trim())) {
    return "A contact needs an email address.";
  }
  return checkEmail(email);
}

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
