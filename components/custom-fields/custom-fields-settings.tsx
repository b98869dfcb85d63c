"use client";

import { type ReactNode, useCallback, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { lazyComponent } from "@/components/ui/lazy";
import { PageHeader } from "@/components/ui/page-header";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { useToast } from "@/components/ui/toast";
import {
  type CustomFieldAction,
  type CustomFieldDefinition,
  useCustomFieldAction,
  useCustomFields,
} from "@/lib/web/hooks/custom-fields";
import { useOpenedOnce } from "@/lib/web/use-opened-once";
import { isAdmin, useWhoAmI } from "@/lib/web/use-whoami";
import { CustomFieldsTable } from "./custom-fields-table";

// The dialogs (and the form library under them) load when first opened.
const CustomFieldDialog = lazyComponent(() => import("./custom-field-dialog").then((m) => m.CustomFieldDialog));
const ArchiveFieldDialog = lazyComponent(() => import("./archive-field-dialog").then((m) => m.ArchiveFieldDialog));

const DESCRIPTION = "Your own fields on vendors, services and assessments. Integrators read them through the API.";

export function CustomFieldsSettings() {
  const whoami = useWhoAmI();
  const canManage = isAdmin(whoami.data);
  const fields = useCustomFields({ includeDisabled: true }, { enabled: whoami.isSuccess });
  const toggle = useCustomFieldAction();
  const { toast } = useToast();
  const [editing, setEditing] = useState<CustomFieldDefinition | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [archiving, setArchiving] = useState<CustomFieldDefinition | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const openNew = useCallback(() => {
    setEditing(null);
    setDialogOpen(true);
  }, []);

  const onSaved = useCallback(
    (field: CustomFieldDefinition, created: boolean) => {
      setDialogOpen(false);
      toast({
        title: created ? "Custom field created" : "Custom field saved",
        description: field.field_name,
        variant: "success",
      });
    },
    [toast],
  );

  const onAction = useCallback(
    async (field: CustomFieldDefinition, action: CustomFieldAction) => {
      if (action === "archive") {
        setArchiving(field);
        return;
      }
      setBusyId(field.id);
      try {
        await toggle.mutateAsync({ id: field.id, action });
        toast({
          title: action === "enable" ? "Custom field enabled" : "Custom field disabled",
          description: field.field_name,
          variant: "success",
        });
      } catch (error) {
        toast({ title: "Couldn't change the field", description: (error as Error).message, variant: "error" });
      } finally {
        setBusyId(null);
      }
    },
    [toggle, toast],
  );

  const actions = useMemo(
    () =>
      canManage
        ? {
            onEdit: (field: CustomFieldDefinition) => {
              setEditing(field);
              setDialogOpen(true);
            },
            onAction: (field: CustomFieldDefinition, action: CustomFieldAction) => void onAction(field, action),
            busyId,
          }
        : undefined,
    [canManage, onAction, busyId],
  );

  let body: ReactNode;
  if (whoami.isPending) {
    body = <LoadingState label="Loading custom fields…" />;
  } else if (whoami.isError) {
    body = <ErrorState message={whoami.error.message} onRetry={() => void whoami.refetch()} />;
  } else {
    body = (
      <CustomFieldsTable
        fields={fields.data}
        isLoading={fields.isPending}
        isFetching={fields.isFetching}
        error={fields.error}
        onRetry={() => void fields.refetch()}
        actions={actions}
        emptyAction={
          canManage ? (
            <Button variant="secondary" onClick={openNew}>
              Define your first field
            </Button>
          ) : undefined
        }
      />
    );
  }

  const dialogMounted = useOpenedOnce(dialogOpen);
  const archiveMounted = useOpenedOnce(archiving !== null);

  return (
    <>
      <PageHeader
        title="Custom fields"
        description={canManage ? DESCRIPTION : `${DESCRIPTION} Only admins can define fields.`}
        actions={canManage ? <Button onClick={openNew}>New field</Button> : null}
      />
      {body}
      {canManage && dialogMounted ? (
        <CustomFieldDialog open={dialogOpen} onOpenChange={setDialogOpen} field={editing} onSaved={onSaved} />
      ) : null}
      {canManage && archiveMounted ? (
        <ArchiveFieldDialog
          field={archiving}
          onOpenChange={(open) => (open ? undefined : setArchiving(null))}
          onArchived={(field) =>
            toast({ title: "Custom field archived", description: field.field_name, variant: "success" })
          }
        />
      ) : null}
    </>
  );
}
