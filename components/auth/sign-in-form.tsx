"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/form-error";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { safeCallbackPath } from "@/lib/web/safe-callback";
import { signInWithPassword, startSingleSignOn } from "@/lib/web/session-client";

const signInMessages: Record<string, string> = {
  invalid_credentials: "Incorrect email or password.",
  too_many_attempts: "Too many failed attempts. Wait a little (at most 15 minutes), then try again.",
  CredentialsSignin: "Incorrect email or password.",
  AccessDenied: "Your single sign-on account has no access to an organization here. Ask an admin to invite you.",
  SessionRequired: "Sign in to continue.",
};

export function describeSignInError(code: string | null | undefined): string | null {
  return code ? (signInMessages[code] ?? "Sign-in failed. Try again.") : null;
}

interface Props {
  callbackPath: string;
  singleSignOnName: string | null;
  initialError: string | null;
}

export function SignInForm({ callbackPath, singleSignOnName, initialError }: Props) {
  const router = useRouter();
  const [formError, setFormError] = useState(describeSignInError(initialError));
  // Plain field rules rather than a schema library: this page is the first load for everyone.
  const form = useForm({ defaultValues: { email: "", password: "" } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    const error = await signInWithPassword(values.email.trim(), values.password, callbackPath);
    if (error) {
      setFormError(describeSignInError(error));
      return;
    }
    // The page already checked it; checked again here because this is where the browser leaves.
    router.replace(safeCallbackPath(callbackPath, window.location.origin));
    router.refresh();
  });

  return (
    <div>
      <h1 className="text-xl font-semibold text-slate-900 dark:text-slate-50">Sign in</h1>
      <form className="mt-6 space-y-4" onSubmit={submit} noValidate>
        <FormField label="Email" error={errors.email?.message} required>
          <Input
            type="email"
            autoComplete="email"
            {...form.register("email", {
              required: "Enter your email address.",
              pattern: { value: /^\S+@\S+\.\S+$/, message: "Enter your email address." },
            })}
          />
        </FormField>
        <FormField label="Password" error={errors.password?.message} required>
          <Input
            type="password"
            autoComplete="current-password"
            {...form.register("password", { required: "Enter your password." })}
          />
        </FormField>
        <FormError message={formError} />
        <Button type="submit" className="w-full" loading={isSubmitting}>
          Sign in
        </Button>
      </form>
      {singleSignOnName ? (
        <Button
          variant="secondary"
          className="mt-3 w-full"
          onClick={() => void startSingleSignOn("oidc", callbackPath)}
        >
          Continue with {singleSignOnName}
        </Button>
      ) : null}
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
        New here?{" "}
        <Link href="/signup" className="font-medium text-blue-700 underline underline-offset-4 dark:text-blue-300">
          Create an organization
        </Link>
      </p>
    </div>
  );
}
