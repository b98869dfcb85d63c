"use client";

import type { ReactNode } from "react";
import { AppShell } from "@/components/ui/app-shell";
import { KeyboardShortcutsProvider } from "@/components/ui/keyboard-shortcuts";
import { ToastProvider, useToast } from "@/components/ui/toast";
import { QueryProvider } from "@/lib/web/query-client";
import { displayName, useWhoAmI } from "@/lib/web/use-whoami";
import { useNavigation } from "./navigation";
import { NavigationShortcuts } from "./navigation-shortcuts";
import { navigationFor } from "./page-access";

// Loaded when someone signs out: no page needs it to render.
const signOut = () => void import("@/lib/web/session-client").then((module) => module.signOut());

/** Ends every session of the user (other browsers, API tokens), then this one. */
async function signOutEverywhere(userId: string): Promise<void> {
  const [{ revokeUserSessions }, session] = await Promise.all([
    import("@/lib/web/hooks/user-sessions"),
    import("@/lib/web/session-client"),
  ]);
  await revokeUserSessions(userId);
  await session.signOut();
}

function Shell({ children }: { children: ReactNode }) {
  const { data: whoami } = useWhoAmI();
  const navigation = useNavigation();
  const { toast } = useToast();
  const userId = whoami?.user_id;
  return (
    <AppShell
      orgName={whoami?.organization_name ?? ""}
      user={{
        name: whoami ? displayName(whoami) : "",
        email: whoami?.email ?? "",
        role: whoami?.role?.replace(/^org:/, "").replace(/_/g, " ") ?? "",
      }}
      sections={navigationFor(navigation, whoami?.role)}
      onSignOut={signOut}
      onSignOutEverywhere={
        userId
          ? () =>
              void signOutEverywhere(userId).catch((error: unknown) =>
                toast({
                  title: "Couldn't sign out of all sessions",
                  description: error instanceof Error ? error.message : undefined,
                  variant: "error",
                }),
              )
          : undefined
      }
    >
      {children}
    </AppShell>
  );
}

/** Providers and the app shell around every signed-in page. */
export function SignedInFrame({ children }: { children: ReactNode }) {
  return (
    <QueryProvider>
      <ToastProvider>
        <KeyboardShortcutsProvider>
          <NavigationShortcuts />
          <Shell>{children}</Shell>
        </KeyboardShortcutsProvider>
      </ToastProvider>
    </QueryProvider>
  );
}
