"use client";

import { useId } from "react";
import { LazyModuleNotEnabled } from "@/components/app-frame/lazy-module-not-enabled";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { useLeaderboard } from "@/lib/web/hooks/zero-touch";
import { useZeroTouchSettings } from "@/lib/web/hooks/zero-touch-config";
import { isModuleNotEnabled } from "@/lib/web/module-gate";
import { isAdmin, useWhoAmI } from "@/lib/web/use-whoami";
import { ConfigForm } from "./config-form";
import { TemplatePicker } from "./template-picker";

/** The leaderboard rows the ranking preview re-scores. */
const PREVIEW_ROWS = { limit: 50, offset: 0 } as const;

/**
 * Zero touch's configuration: admins change it, everyone else sees it read-only with the reason (the
 * API refuses them with 403 insufficient_role).
 */
export function ZeroTouchSettingsView() {
  const noteId = useId();
  const settings = useZeroTouchSettings();
  const whoami = useWhoAmI();
  const leaderboard = useLeaderboard(PREVIEW_ROWS);

  if (settings.isError) {
    if (isModuleNotEnabled(settings.error)) {
      return <LazyModuleNotEnabled moduleName="Zero touch" />;
    }
    return (
      <ErrorState
        title="Couldn't load the configuration"
        message={settings.error.message}
        onRetry={() => void settings.refetch()}
        retrying={settings.isFetching}
      />
    );
  }
  if (!settings.data || !whoami.data) {
    return <LoadingState variant="skeleton" rows={8} label="Loading the zero touch configuration…" />;
  }
  const canEdit = isAdmin(whoami.data);
  const role = whoami.data.role?.replace(/^org:/, "").replace(/_/g, " ");
  return (
    <div className="max-w-5xl space-y-6">
      {canEdit ? null : (
        <p
          id={noteId}
          className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200"
        >
          Only an admin can change the zero touch configuration.{role ? ` Your role is ${role}.` : null}
        </p>
      )}
      {settings.data.is_ready ? null : (
        <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
          Zero touch can't run yet: it needs a control set. Choose a template under Control set.
        </p>
      )}
      <ConfigForm
        settings={settings.data}
        rows={leaderboard.data?.items}
        rowsError={leaderboard.isError ? leaderboard.error.message : null}
        canEdit={canEdit}
        readOnlyNoteId={canEdit ? undefined : noteId}
      />
      <TemplatePicker settings={settings.data} canEdit={canEdit} />
    </div>
  );
}
