import { redirect } from "next/navigation";
import { SignInForm } from "@/components/auth/sign-in-form";
import { oidcProvider } from "@/lib/auth/oidc-provider";
import { currentSessionUser } from "@/lib/auth/session";
import { installationHasOrganizations } from "@/lib/auth/setup-status";
import { safeCallbackPath } from "@/lib/web/safe-callback";
import { siteOrigin } from "./site-origin";

export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function SignInPage({ searchParams }: Props) {
  const params = await searchParams;
  const callbackPath = safeCallbackPath(params.callbackUrl, await siteOrigin());
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
