import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { SignedInFrame } from "@/components/app-frame/signed-in-frame";
import { currentSessionUser } from "@/lib/auth/session";

export const dynamic = "force-dynamic";

export default async function SignedInLayout({ children }: { children: ReactNode }) {
  if (!(await currentSessionUser())) {
    redirect("/signin");
  }
  return <SignedInFrame>{children}</SignedInFrame>;
}
