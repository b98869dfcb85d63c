import { redirect } from "next/navigation";
import { SignUpForm } from "@/components/auth/sign-up-form";
import { currentSessionUser } from "@/lib/auth/session";
import { config } from "@/lib/config/env";

export const dynamic = "force-dynamic";

export default async function SignUpPage() {
  if (await currentSessionUser()) {
    redirect("/");
  }
  return <SignUpForm isOpen={config().signupOpen} />;
}
