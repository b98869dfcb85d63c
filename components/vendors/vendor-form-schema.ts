import { z } from "zod";
import { type ContactFormValues, checkContactEmail, checkName, checkText } from "./vendor-rules";

/** zod forms of the shared rules, for the dialogs (which load with their form library on first open). */
const fromCheck = (check: (value: string) => true | string) =>
  z.string().superRefine((value, context) => {
    const result = check(value);
    if (result !== true) {
      context.addIssue({ code: "custom", message: result });
    }
  });

export const requiredName = fromCheck(checkName);
export const optionalText = fromCheck(checkText);

export const contactFormSchema = z
  .object({ email: z.string(), name: optionalText, title: optionalText, phone_number: optionalText })
  .superRefine((contact: ContactFormValues, context) => {
    const result = checkContactEmail(contact.email, contact);
    if (result !== true) {
      context.addIssue({ code: "custom", path: ["email"], message: result });
    }
  });
