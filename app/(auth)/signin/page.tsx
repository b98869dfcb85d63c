import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { SignInForm } from "@/components/auth/sign-in-form";
import { oidcProvider } from "@/lib/auth/oidc-provider";
import { currentSessionUser } from "@/lib/auth/session";
import { installationHasOrganizations, safeCallbackPath } from "@/lib/auth/setup-status";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Sign in" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function SignInPage({ searchParams }: Props) {
  const params = await searchParams;
  const callbackPath = safeCallbackPath(params.callbackUrl);
  if (await currentSessionUser()) {
    redirect(callbackPath);
  }
  if (!(await installationHasOrganizations())) {
    redirect("/signup");
  }
  const error = typeof params.error === "string" ? params.error : null;
  return (
    <SignInForm callbackPath={callbackPath} singleSignOnName={oidcProvider()?.name ?? null} initialError={error} />
  );
}
