"use client";

import { z } from "zod";
import { FormDialog, useFreshFormOnOpen } from "@/components/ui/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import {
  type InvitationLink,
  type User,
  useCreateInvitation,
  useCreateUser,
  userDisplayName,
} from "@/lib/web/hooks/users";
import { useApiForm } from "@/lib/web/use-api-form";
import { type OrgRole, roleOptions } from "./model";

const InviteSchema = z.object({
  email: z.string().trim().email("Enter an email address."),
  first_name: z.string().trim().max(100, "Use at most 100 characters."),
  last_name: z.string().trim().max(100, "Use at most 100 characters."),
  role: z.enum(roleOptions.map((option) => option.value) as [OrgRole, ...OrgRole[]]),
});

type InviteValues = z.input<typeof InviteSchema>;
const DEFAULTS: InviteValues = { email: "", first_name: "", last_name: "", role: "org:member" };

export interface InviteUserDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The user (new, or already invited) and their one-time link. */
  onInvited: (user: User, link: InvitationLink) => void;
}

export function InviteUserDialog({ open, onOpenChange, onInvited }: InviteUserDialogProps) {
  const createUser = useCreateUser();
  const createInvitation = useCreateInvitation();
  const form = useApiForm(InviteSchema, {
    defaultValues: DEFAULTS,
    serverErrors: {
      byCode: {
        user_exists: { field: "email", message: "This email belongs to a user of another organization." },
        user_already_joined: { field: "email", message: "This person has already joined your organization." },
      },
    },
  });
  const { errors, isSubmitting } = form.formState;
  useFreshFormOnOpen(open, form.reset, DEFAULTS);

  const submit = form.handleApiSubmit(async (values) => {
    const user = await createUser.mutateAsync({
      email: values.email,
      role: values.role,
      first_name: values.first_name || null,
      last_name: values.last_name || null,
    });
    if (user.is_archived) {
      const message = `${userDisplayName(user)} is archived. Reactivate them from the list instead.`;
      form.setError("email", { type: "server", message }, { shouldFocus: true });
      return;
    }
    // An existing user gets a fresh link if they never joined (even when their membership reads active).
    const link = await createInvitation.mutateAsync(user.id);
    createInvitation.reset(); // the link now lives only in the caller's one-time dialog
    onInvited(user, link);
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Invite user"
      description="You get a one-time link to send them; they choose their password when they open it."
      focusOnOpen={() => form.setFocus("email")}
      onSubmit={submit}
      submitting={isSubmitting}
      submitLabel="Invite"
      error={errors.root?.server?.message}
    >
      <FormField label="Email" error={errors.email?.message} required>
        <Input type="email" autoComplete="off" {...form.register("email")} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" error={errors.first_name?.message}>
          <Input autoComplete="off" {...form.register("first_name")} />
        </FormField>
        <FormField label="Last name" error={errors.last_name?.message}>
          <Input autoComplete="off" {...form.register("last_name")} />
        </FormField>
      </div>
      <FormField label="Role" error={errors.role?.message}>
        <Select options={roleOptions} {...form.register("role")} />
      </FormField>
    </FormDialog>
  );
}
