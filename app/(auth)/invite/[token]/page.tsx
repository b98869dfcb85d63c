import type { Metadata } from "next";
import Link from "next/link";
import { AcceptInvitationForm } from "@/components/users/accept-invitation-form";
import { ApiError } from "@/lib/api/errors";
import { readInvitation } from "@/lib/modules/users/invitations";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Join your organization" };

type Props = { params: Promise<{ token: string }> };

const problems: Record<string, string> = {
  invitation_expired: "This invitation has expired. Ask an admin of your organization for a new link.",
  invitation_not_found:
    "This invitation link isn't valid any more. It may have been used already or replaced by a newer link.",
};

async function invitationFor(token: string) {
  try {
    return { invitation: await readInvitation(token), problem: null };
  } catch (error) {
    if (error instanceof ApiError && error.code in problems) {
      return { invitation: null, problem: problems[error.code] ?? "" };
    }
    throw error;
  }
}

export default async function InvitePage({ params }: Props) {
  const { token } = await params;
  const { invitation, problem } = await invitationFor(token);
  if (!invitation) {
    return (
      <div>
        <h1 className="text-xl font-semibold text-slate-900 dark:text-slate-50">Invitation not valid</h1>
        <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">{problem}</p>
        <p className="mt-6 text-sm">
          <Link href="/signin" className="font-medium text-blue-700 underline underline-offset-4 dark:text-blue-300">
            Go to sign-in
          </Link>
        </p>
      </div>
    );
  }
  return (
    <AcceptInvitationForm
      token={token}
      email={invitation.email}
      organizationName={invitation.organization_name}
      firstName={invitation.first_name ?? ""}
      lastName={invitation.last_name ?? ""}
    />
  );
}
