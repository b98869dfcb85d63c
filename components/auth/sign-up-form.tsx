"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FormError } from "@/components/ui/form-error";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { ApiRequestError } from "@/lib/web/api-client";
import { apiRequestError } from "@/lib/web/error-message";
import { applyServerErrors } from "@/lib/web/server-errors";
import { signInWithPassword } from "@/lib/web/session-client";

interface SignUpValues {
  organization_name: string;
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  sample_data: boolean;
}

async function createOrganization(values: SignUpValues): Promise<void> {
  const response = await fetch("/api/auth/signup", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      ...values,
      organization_name: values.organization_name.trim(),
      email: values.email.trim(),
      first_name: values.first_name || undefined,
      last_name: values.last_name || undefined,
    }),
  });
  if (!response.ok) {
    throw apiRequestError(response.status, await response.json().catch(() => undefined));
  }
}

export function SignUpForm({ isOpen }: { isOpen: boolean }) {
  const router = useRouter();
  // Field rules mirror the API's so most mistakes show before a round trip; the API has the last word.
  const form = useForm<SignUpValues>({
    defaultValues: {
      organization_name: "",
      first_name: "",
      last_name: "",
      email: "",
      password: "",
      sample_data: false,
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await createOrganization(values);
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === "user_exists") {
        form.setError(
          "email",
          { message: "An account with this email already exists. Sign in instead." },
          { shouldFocus: true },
        );
        return;
      }
      applyServerErrors(form, error);
      return;
    }
    const signInError = await signInWithPassword(values.email.trim(), values.password, "/");
    router.replace(signInError ? "/signin" : "/");
    router.refresh();
  });

  if (!isOpen) {
    return (
      <div>
        <h1 className="text-xl font-semibold text-slate-900 dark:text-slate-50">Sign-up is closed</h1>
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
          This installation does not accept new organizations. Ask an admin of your organization to invite you.
        </p>
        <Link
          href="/signin"
          className="mt-6 inline-block text-sm font-medium text-blue-700 underline dark:text-blue-300"
        >
          Go to sign in
        </Link>
      </div>
    );
  }

  return (
    <div>
      <h1 className="text-xl font-semibold text-slate-900 dark:text-slate-50">Create your organization</h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">You will be its first admin.</p>
      <form className="mt-6 space-y-4" onSubmit={submit} noValidate>
        <FormField label="Organization name" error={errors.organization_name?.message} required>
          <Input
            autoComplete="organization"
            {...form.register("organization_name", {
              validate: (value) => value.trim().length > 0 || "Enter your organization's name.",
            })}
          />
        </FormField>
        <div className="grid grid-cols-2 gap-3">
          <FormField label="First name" error={errors.first_name?.message}>
            <Input autoComplete="given-name" {...form.register("first_name")} />
          </FormField>
          <FormField label="Last name" error={errors.last_name?.message}>
            <Input autoComplete="family-name" {...form.register("last_name")} />
          </FormField>
        </div>
        <FormField label="Work email" error={errors.email?.message} required>
          <Input
            type="email"
            autoComplete="email"
            {...form.register("email", {
              required: "Enter a valid email address.",
              pattern: { value: /^\S+@\S+\.\S+$/, message: "Enter a valid email address." },
            })}
          />
        </FormField>
        <FormField label="Password" description="At least 12 characters." error={errors.password?.message} required>
          <Input
            type="password"
            autoComplete="new-password"
            {...form.register("password", {
              required: "Use at least 12 characters.",
              minLength: { value: 12, message: "Use at least 12 characters." },
            })}
          />
        </FormField>
        <Checkbox
          label="Load sample data"
          description="About 60 sample vendors with services, owners and custom fields, plus their documents, assessments, findings and obligations to explore. Takes a few seconds."
          {...form.register("sample_data")}
        />
        <FormError message={errors.root?.server?.message} />
        <Button type="submit" className="w-full" loading={isSubmitting}>
          Create organization
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
        Already have an account?{" "}
        <Link href="/signin" className="font-medium text-blue-700 underline underline-offset-4 dark:text-blue-300">
          Sign in
        </Link>
      </p>
    </div>
  );
}
