"use client";

import { startTransition, useCallback, useMemo, useOptimistic, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { DataTable } from "@/components/ui/data-table";
import { DataTableToolbar } from "@/components/ui/data-table-toolbar";
import { lazyComponent } from "@/components/ui/lazy";
import { PageHeader } from "@/components/ui/page-header";
import { SearchInput } from "@/components/ui/search-input";
import { EmptyState } from "@/components/ui/states";
import { useToast } from "@/components/ui/toast";
import { type InvitationLink, type User, useCreateInvitation, userDisplayName, useUsers } from "@/lib/web/hooks/users";
import { useListTable } from "@/lib/web/use-list-table";
import { useOpenedOnce } from "@/lib/web/use-opened-once";
import { useUrlState } from "@/lib/web/use-url-state";
import { isAdmin, useWhoAmI } from "@/lib/web/use-whoami";
import type { RevealedInvitation } from "./invitation-link-dialog";
import { roleLabel } from "./model";
import { type UserAction, userColumns } from "./users-columns";

// The dialogs (and the form and dialog libraries under them) load when first needed.
const InviteUserDialog = lazyComponent(() => import("./invite-user-dialog").then((m) => m.InviteUserDialog));
const InvitationLinkDialog = lazyComponent(() =>
  import("./invitation-link-dialog").then((m) => m.InvitationLinkDialog),
);
const ChangeRoleDialog = lazyComponent(() => import("./change-role-dialog").then((m) => m.ChangeRoleDialog));
const ArchiveUserDialog = lazyComponent(() => import("./archive-user-dialog").then((m) => m.ArchiveUserDialog));
const SignOutUserDialog = lazyComponent(() => import("./sign-out-user-dialog").then((m) => m.SignOutUserDialog));

const getRowId = (user: User) => user.id;

export function UsersPage() {
  const whoami = useWhoAmI();
  const canManage = isAdmin(whoami.data);
  const url = useUrlState({ defaultPageSize: 50 });
  const search = url.get("search") ?? "";
  const includeArchived = url.get("archived") === "1";
  // The URL changes in a transition; the box shows the new state at once.
  const [showArchived, setShowArchived] = useOptimistic(includeArchived);
  const list = useUsers({ limit: url.pageSize, offset: url.offset, search, include_archived: includeArchived });
  const table = useListTable(url, list);
  const { toast } = useToast();
  const inviteButton = useRef<HTMLButtonElement>(null);

  const [inviteOpen, setInviteOpen] = useState(false);
  const [revealed, setRevealed] = useState<RevealedInvitation | null>(null);
  const [changingRole, setChangingRole] = useState<User | null>(null);
  const [archiving, setArchiving] = useState<User | null>(null);
  const [signingOut, setSigningOut] = useState<User | null>(null);
  const createInvitation = useCreateInvitation();

  const reveal = useCallback((user: User, link: InvitationLink) => {
    setRevealed({ name: userDisplayName(user), email: user.email, link });
  }, []);
  const onInvited = useCallback(
    (user: User, link: InvitationLink) => {
      setInviteOpen(false);
      reveal(user, link);
      toast({ title: "User invited", description: user.email, variant: "success" });
    },
    [reveal, toast],
  );
  const onAction = useCallback(
    (user: User, action: UserAction) => {
      if (action === "role") {
        setChangingRole(user);
      } else if (action === "archive" || action === "reactivate") {
        setArchiving(user);
      } else if (action === "sign_out") {
        setSigningOut(user);
      } else {
        createInvitation.mutate(user.id, {
          onSuccess: (link) => {
            createInvitation.reset();
            reveal(user, link);
          },
          onError: (error) => toast({ title: "Couldn't create a link", description: error.message, variant: "error" }),
        });
      }
    },
    [createInvitation, reveal, toast],
  );
  const columns = useMemo(() => userColumns(canManage ? onAction : undefined), [canManage, onAction]);

  const inviteMounted = useOpenedOnce(inviteOpen);
  const linkMounted = useOpenedOnce(revealed !== null);
  const roleMounted = useOpenedOnce(changingRole !== null);
  const archiveMounted = useOpenedOnce(archiving !== null);
  const signOutMounted = useOpenedOnce(signingOut !== null);
  const filtered = search !== "";

  return (
    <>
      <PageHeader
        title="Users"
        description="People in your organization and their roles."
        actions={
          canManage ? (
            <Button ref={inviteButton} onClick={() => setInviteOpen(true)}>
              Invite user
            </Button>
          ) : null
        }
      />
      {whoami.data && !canManage ? (
        <p className="mb-4 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300">
          Only organization admins can invite users or change their roles. Your role is {roleLabel(whoami.data.role)}.
        </p>
      ) : null}
      <DataTableToolbar>
        <SearchInput
          label="Search users by name or email"
          placeholder="Search by name or email"
          value={search}
          onChange={(value) => url.setParams({ search: value })}
        />
        <Checkbox
          label="Show archived users"
          checked={showArchived}
          onChange={(event) => {
            const checked = event.target.checked;
            startTransition(() => {
              setShowArchived(checked);
              url.setParams({ archived: checked ? "1" : null });
            });
          }}
          className="pb-2"
        />
      </DataTableToolbar>
      <DataTable
        caption="Users"
        columns={columns}
        {...table}
        isFetching={table.isFetching || createInvitation.isPending}
        getRowId={getRowId}
        emptyState={
          filtered ? (
            <EmptyState
              title="No users match this search"
              action={
                <Button variant="secondary" onClick={() => url.setParams({ search: null })}>
                  Clear search
                </Button>
              }
            />
          ) : (
            <EmptyState title="No users" />
          )
        }
      />
      {canManage ? (
        <>
          {inviteMounted ? (
            <InviteUserDialog open={inviteOpen} onOpenChange={setInviteOpen} onInvited={onInvited} />
          ) : null}
          {linkMounted ? <InvitationLinkDialog revealed={revealed} onClose={() => setRevealed(null)} /> : null}
          {roleMounted ? (
            <ChangeRoleDialog
              user={changingRole}
              onOpenChange={(open) => (open ? undefined : setChangingRole(null))}
              onChanged={(user) => {
                setChangingRole(null);
                toast({
                  title: "Role changed",
                  description: `${userDisplayName(user)} is now ${roleLabel(user.role)}.`,
                  variant: "success",
                });
              }}
            />
          ) : null}
          {archiveMounted ? (
            <ArchiveUserDialog
              user={archiving}
              onOpenChange={(open) => (open ? undefined : setArchiving(null))}
              onDone={(user) => {
                setArchiving(null);
                toast({
                  title: user.is_archived ? "User archived" : "User reactivated",
                  description: userDisplayName(user),
                  variant: "success",
                });
              }}
            />
          ) : null}
          {signOutMounted ? (
            <SignOutUserDialog
              user={signingOut}
              onOpenChange={(open) => (open ? undefined : setSigningOut(null))}
              onDone={(user) => {
                setSigningOut(null);
                if (user.id === whoami.data?.user_id) {
                  // The admin ended their own sessions too, this one included.
                  window.location.assign("/signin");
                  return;
                }
                toast({ title: "Signed out of all sessions", description: userDisplayName(user), variant: "success" });
              }}
            />
          ) : null}
        </>
      ) : null}
    </>
  );
}
