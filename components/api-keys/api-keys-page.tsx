"use client";

import { type ReactNode, useCallback, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { lazyComponent } from "@/components/ui/lazy";
import { PageHeader } from "@/components/ui/page-header";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { useToast } from "@/components/ui/toast";
import { isApiRequestError } from "@/lib/web/api-client";
import { type ApiKeyRecord, type CreatedApiKey, type RotatedApiKey, useApiKeys } from "@/lib/web/hooks/api-keys";
import { formatAbsolute } from "@/lib/web/time";
import { useOpenedOnce } from "@/lib/web/use-opened-once";
import { useWhoAmI } from "@/lib/web/use-whoami";
import { ApiKeysTable } from "./api-keys-table";
import { canManageKeys, keyLabel, scopeOptionsFor } from "./model";
import type { RevealedSecret } from "./secret-dialog";

// The dialogs (and the form and dialog libraries under them) load when first needed.
const CreateApiKeyDialog = lazyComponent(() => import("./create-api-key-dialog").then((m) => m.CreateApiKeyDialog));
const RotateApiKeyDialog = lazyComponent(() => import("./rotate-api-key-dialog").then((m) => m.RotateApiKeyDialog));
const RevokeApiKeyDialog = lazyComponent(() => import("./revoke-api-key-dialog").then((m) => m.RevokeApiKeyDialog));
const SecretDialog = lazyComponent(() => import("./secret-dialog").then((m) => m.SecretDialog));

const DESCRIPTION = "Keys let your own systems call the /v1 API on behalf of this organization.";

function AdminsOnly({ role }: { role: string | null | undefined }) {
  const roleName = role ? role.replace(/^org:/, "").replace(/_/g, " ") : null;
  return (
    <section className="rounded-md border border-slate-200 dark:border-slate-800">
      <EmptyState
        title="Only organization admins can manage API keys"
        description={
          <>
            Ask an admin of your organization to create, rotate or revoke keys for you.
            {roleName ? ` Your role is ${roleName}.` : null}
          </>
        }
      />
    </section>
  );
}

export function ApiKeysPage() {
  const whoami = useWhoAmI();
  const isAdminUser = canManageKeys(whoami.data);
  const keys = useApiKeys({ enabled: isAdminUser });
  const { toast } = useToast();
  const createButton = useRef<HTMLButtonElement>(null);

  const [createOpen, setCreateOpen] = useState(false);
  const [rotating, setRotating] = useState<ApiKeyRecord | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyRecord | null>(null);
  // The only place a secret is kept, and only while its dialog is open.
  const [revealed, setRevealed] = useState<RevealedSecret | null>(null);

  const onCreated = useCallback(
    (created: CreatedApiKey) => {
      setCreateOpen(false);
      setRevealed({ id: created.id, name: created.name, secret: created.secret });
      toast({ title: "API key created", description: created.name, variant: "success" });
    },
    [toast],
  );
  const onRotated = useCallback(
    (rotated: RotatedApiKey, previous: ApiKeyRecord) => {
      setRevealed({
        id: rotated.id,
        name: rotated.name,
        secret: rotated.secret,
        revoked: previous,
        previousSecretExpiresAt: rotated.previous_secret_expires_at,
      });
      const description = rotated.previous_secret_expires_at
        ? `The old secret of ${keyLabel(previous)} works until ${formatAbsolute(rotated.previous_secret_expires_at)}.`
        : `${keyLabel(previous)} was revoked.`;
      toast({ title: "API key rotated", description, variant: "success" });
    },
    [toast],
  );
  const onRevoked = useCallback(
    (revoked: ApiKeyRecord) => toast({ title: "API key revoked", description: keyLabel(revoked), variant: "success" }),
    [toast],
  );

  const forbidden = isApiRequestError(keys.error) && keys.error.status === 403;
  const openCreate = () => setCreateOpen(true);
  const createAction = (
    <Button ref={createButton} onClick={openCreate}>
      Create API key
    </Button>
  );

  let body: ReactNode;
  if (whoami.isPending) {
    body = <LoadingState label="Loading API keys…" />;
  } else if (whoami.isError) {
    body = (
      <ErrorState message={whoami.error.message} onRetry={() => void whoami.refetch()} retrying={whoami.isFetching} />
    );
  } else if (!isAdminUser || forbidden) {
    body = <AdminsOnly role={forbidden ? null : whoami.data.role} />;
  } else {
    body = (
      <ApiKeysTable
        keys={keys.data}
        isLoading={keys.isPending}
        isFetching={keys.isFetching}
        error={keys.error}
        onRetry={() => void keys.refetch()}
        onRotate={setRotating}
        onRevoke={setRevoking}
        emptyAction={
          <Button variant="secondary" onClick={openCreate}>
            Create your first key
          </Button>
        }
      />
    );
  }

  const createMounted = useOpenedOnce(createOpen);
  const rotateMounted = useOpenedOnce(rotating !== null);
  const revokeMounted = useOpenedOnce(revoking !== null);
  const secretMounted = useOpenedOnce(revealed !== null);

  return (
    <>
      <PageHeader
        title="API keys"
        description={DESCRIPTION}
        actions={isAdminUser && !forbidden ? createAction : null}
      />
      {body}
      {isAdminUser ? (
        <>
          {createMounted ? (
            <CreateApiKeyDialog
              open={createOpen}
              onOpenChange={setCreateOpen}
              scopeOptions={scopeOptionsFor(whoami.data)}
              onCreated={onCreated}
            />
          ) : null}
          {rotateMounted ? (
            <RotateApiKeyDialog
              apiKey={rotating}
              onOpenChange={(open) => (open ? undefined : setRotating(null))}
              onRotated={onRotated}
            />
          ) : null}
          {revokeMounted ? (
            <RevokeApiKeyDialog
              apiKey={revoking}
              onOpenChange={(open) => (open ? undefined : setRevoking(null))}
              onRevoked={onRevoked}
            />
          ) : null}
          {secretMounted ? (
            <SecretDialog
              revealed={revealed}
              onClose={() => setRevealed(null)}
              onCloseAutoFocus={(event) => {
                // The dialog or row that led here is gone; land on the page's main action instead.
                event.preventDefault();
                createButton.current?.focus();
              }}
            />
          ) : null}
        </>
      ) : null}
    </>
  );
}
