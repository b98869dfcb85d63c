"use client";

import { type FormEvent, type ReactNode, useState } from "react";
import { Button } from "@/components/ui/button";
import { CheckboxGroup } from "@/components/ui/checkbox-group";
import { FormError } from "@/components/ui/form-error";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { useToast } from "@/components/ui/toast";
import { countryName } from "@/lib/web/countries";
import {
  useLegalEntities,
  useLegalEntityAssignments,
  usePutLegalEntityAssignments,
} from "@/lib/web/hooks/supplier-profile";
import { muted, ProfileSection } from "./parts";

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item) => b.includes(item));

/** Which of the organization's legal entities pay this vendor: checkboxes and Save. */
export function LegalEntitiesSection({ vendorId }: { vendorId: string }) {
  const { toast } = useToast();
  const entities = useLegalEntities();
  const assignments = useLegalEntityAssignments(vendorId);
  const save = usePutLegalEntityAssignments(vendorId);
  const saved = (assignments.data?.items ?? []).map((item) => item.legal_entity_id);
  // The person's choice, until saved; null follows what the server holds.
  const [draft, setDraft] = useState<string[] | null>(null);
  const chosen = draft ?? saved;
  const changed = draft !== null && !sameSet(draft, saved);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(chosen, {
      onSuccess: () => {
        setDraft(null);
        toast({ title: "Legal entities saved", variant: "success" });
      },
    });
  };

  let body: ReactNode;
  if (entities.isPending || assignments.isPending) {
    body = <LoadingState variant="skeleton" rows={2} label="Loading legal entities…" />;
  } else if (entities.isError || assignments.isError) {
    const failed = entities.isError ? entities : assignments;
    body = (
      <ErrorState
        message={failed.error?.message ?? "Something went wrong."}
        onRetry={() => {
          void entities.refetch();
          void assignments.refetch();
        }}
        retrying={entities.isFetching || assignments.isFetching}
      />
    );
  } else {
    body = (
      <form onSubmit={submit} className="space-y-3">
        <CheckboxGroup
          legend="Legal entities that pay this vendor"
          description="A bank account in one of their countries is paid domestically; any other by international wire."
          options={entities.data.map((entity) => ({
            value: entity.id,
            label: entity.name,
            description: `${countryName(entity.country)}${entity.is_default ? " · your default legal entity" : ""}`,
          }))}
          value={chosen}
          onChange={setDraft}
          emptyText="Your organization has no legal entities yet."
          disabled={save.isPending}
        />
        <FormError message={save.error?.message} />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" size="sm" loading={save.isPending}>
            Save legal entities
          </Button>
          {changed ? (
            <Button type="button" size="sm" variant="ghost" onClick={() => setDraft(null)} disabled={save.isPending}>
              Undo changes
            </Button>
          ) : null}
          <span className={`text-sm ${muted}`} aria-live="polite">
            {changed ? "Unsaved changes" : ""}
          </span>
        </div>
      </form>
    );
  }
  return <ProfileSection title="Legal entities">{body}</ProfileSection>;
}
