import Link from "next/link";
import { AcceptInvitationForm } from "@/components/users/accept-invitation-form";
import { apiFetch, errorCodeOf } from "@/lib/bff/api-fetch";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ token: string }> };

const problems: Record<string, string> = {
  invitation_expired: "This invitation has expired. Ask an admin of your organization for a new link.",
  invitation_not_found:
    "This invitation link isn't valid any more. It may have been used already or replaced by a newer link.",
};

interface Invitation {
  email: string;
  first_name: string | null;
  last_name: string | null;
  organization_name: string;
}

/** GET /api/auth/invitations/{token}; a token the API cannot even accept (422) is as unknown as a used one. */
async function invitationFor(
  token: string,
): Promise<{ invitation: Invitation; problem: null } | { invitation: null; problem: string }> {
  const response = await apiFetch(`/api/auth/invitations/${encodeURIComponent(token)}`, {
    signal: AbortSignal.timeout(15_000),
  });
  if (response.ok) {
    return { invitation: (await response.json()) as Invitation, problem: null };
  }
  const code = response.status === 422 ? "invitation_not_found" : await errorCodeOf(response);
  const problem = code === null ? undefined : problems[code];
  if (problem === undefined) {
    throw new Error(`The API could not read the invitation (HTTP ${response.status}).`);
  }
  return { invitation: null, problem };
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
