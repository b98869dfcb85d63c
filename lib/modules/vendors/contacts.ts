import type { ContactPerson } from "./tables";

export interface PrimaryContact {
  email: string;
  name: string | null;
  title: string | null;
  phone_number: string | null;
}

interface ContactInput {
  email: string;
  name?: string | null;
  title?: string | null;
  phone_number?: string | null;
}

const hasEmail = (contact: ContactPerson): contact is ContactPerson & { email: string } =>
  typeof contact.email === "string" && contact.email.length > 0;

/**
 * primary_contact on read: the first stored contact having an email;
 * for vendors, else the security contact email; else null.
 */
export function derivePrimaryContact(
  contacts: readonly ContactPerson[],
  securityContactEmail: string | null = null,
): PrimaryContact | null {
  const first = contacts.find(hasEmail);
  if (first) {
    return { email: first.email, name: first.name, title: first.title, phone_number: first.phone_number };
  }
  return securityContactEmail ? { email: securityContactEmail, name: null, title: null, phone_number: null } : null;
}

/**
 * A supplied primary_contact takes the place of the contact that is primary now (so it becomes the
 * derived one), keeping the other stored contacts; with no contact having an email it goes first.
 */
export function withPrimaryContact(contacts: readonly ContactPerson[], input: ContactInput): ContactPerson[] {
  const contact: ContactPerson = {
    email: input.email,
    name: input.name ?? null,
    title: input.title ?? null,
    phone_number: input.phone_number ?? null,
  };
  const index = contacts.findIndex(hasEmail);
  if (index === -1) {
    return [contact, ...contacts];
  }
  return contacts.map((existing, position) => (position === index ? contact : existing));
}
