"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/form-error";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { describeApiError, fieldErrorsFrom422 } from "@/lib/web/error-message";
import { signInWithPassword } from "@/lib/web/session-client";

interface Props {
  token: string;
  email: string;
  organizationName: string;
  firstName: string;
  lastName: string;
}

const MIN_PASSWORD = 12;

/** Sets the invitee's name and password (POST /api/auth/invitations/accept), then signs them in. */
export function AcceptInvitationForm({ token, email, organizationName, firstName, lastName }: Props) {
  const router = useRouter();
  const [formError, setFormError] = useState<string | null>(null);
  // Plain field rules rather than a schema library, as on the other sign-in pages.
  const form = useForm({ defaultValues: { first_name: firstName, last_name: lastName, password: "", confirm: "" } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    const response = await fetch("/api/auth/invitations/accept", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        token,
        password: values.password,
        first_name: values.first_name.trim() || null,
        last_name: values.last_name.trim() || null,
      }),
    }).catch(() => null);
    if (!response?.ok) {
      const body = await response?.json().catch(() => undefined);
      const passwordError = fieldErrorsFrom422(body).password;
      if (passwordError) {
        form.setError("password", { type: "server", message: passwordError }, { shouldFocus: true });
      } else {
        setFormError(describeApiError(response?.status ?? 0, body));
      }
      return;
    }
    const signInError = await signInWithPassword(email, values.password, "/");
    router.replace(signInError ? "/signin" : "/");
    router.refresh();
  });

  return (
    <div>
      <h1 className="text-xl font-semibold text-slate-900 dark:text-slate-50">Join {organizationName}</h1>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        You were invited as <strong className="font-medium">{email}</strong>. Choose a password to finish.
      </p>
      <form className="mt-6 space-y-4" onSubmit={submit} noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="First name" error={errors.first_name?.message}>
            <Input autoComplete="given-name" {...form.register("first_name", { maxLength: 100 })} />
          </FormField>
          <FormField label="Last name" error={errors.last_name?.message}>
            <Input autoComplete="family-name" {...form.register("last_name", { maxLength: 100 })} />
          </FormField>
        </div>
        <FormField
          label="Password"
          description={`At least ${MIN_PASSWORD} characters.`}
          error={errors.password?.message}
          required
        >
          <Input
            type="password"
            autoComplete="new-password"
            {...form.register("password", {
              required: "Choose a password.",
              minLength: { value: MIN_PASSWORD, message: `Use at least ${MIN_PASSWORD} characters.` },
            })}
          />
        </FormField>
        <FormField label="Confirm password" error={errors.confirm?.message} required>
          <Input
            type="password"
            autoComplete="new-password"
            {...form.register("confirm", {
              validate: (value, all) => value === all.password || "The passwords don't match.",
            })}
          />
        </FormField>
        <FormError message={formError} />
        <Button type="submit" className="w-full" loading={isSubmitting}>
          Join and sign in
        </Button>
      </form>
    </div>
  );
}
