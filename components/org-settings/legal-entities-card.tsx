"use client";

import { type FormEvent, type ReactNode, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { FormError } from "@/components/ui/form-error";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { useToast } from "@/components/ui/toast";
import { countryName, countryOptions } from "@/lib/web/countries";
import {
  type LegalEntity,
  useCreateLegalEntity,
  useLegalEntities,
  useUpdateLegalEntity,
} from "@/lib/web/hooks/legal-entities";

const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : "Something went wrong. Try again.";

function AddLegalEntityForm() {
  const { toast } = useToast();
  const create = useCreateLegalEntity();
  const [name, setName] = useState("");
  const [country, setCountry] = useState("");
  const [nameError, setNameError] = useState<string | null>(null);
  const [countryError, setCountryError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    setNameError(trimmed ? (trimmed.length > 200 ? "Use at most 200 characters." : null) : "Enter the entity's name.");
    setCountryError(country ? null : "Choose the country it pays from.");
    setFormError(null);
    if (!trimmed || trimmed.length > 200 || !country) {
      return;
    }
    try {
      const created = await create.mutateAsync({ name: trimmed, country });
      setName("");
      setCountry("");
      toast({
        title: "Legal entity added",
        description: `${created.name} (${countryName(created.country)})`,
        variant: "success",
      });
    } catch (error) {
      setFormError(errorText(error));
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3 border-t border-slate-200 pt-4 dark:border-slate-800">
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="Entity name" required error={nameError ?? undefined}>
          <Input value={name} maxLength={220} onChange={(event) => setName(event.target.value)} autoComplete="off" />
        </FormField>
        <FormField label="Country" required error={countryError ?? undefined}>
          <Select
            value={country}
            onChange={(event) => setCountry(event.target.value)}
            placeholder="Choose a country"
            options={countryOptions()}
          />
        </FormField>
      </div>
      <FormError message={formError ?? undefined} />
      <Button type="submit" loading={create.isPending}>
        Add legal entity
      </Button>
    </form>
  );
}

function EntityRow({ entity, canEdit }: { entity: LegalEntity; canEdit: boolean }) {
  const { toast } = useToast();
  const update = useUpdateLegalEntity();
  const makeDefault = async () => {
    try {
      await update.mutateAsync({ id: entity.id, is_default: true });
      toast({ title: `${entity.name} is now the default entity`, variant: "success" });
    } catch (error) {
      toast({ title: `Couldn't make ${entity.name} the default`, description: errorText(error), variant: "error" });
    }
  };
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <span className="flex items-center gap-2">
        <span className="font-medium text-slate-900 dark:text-slate-100">{entity.name}</span>
        <span className="text-sm text-slate-600 dark:text-slate-400">{countryName(entity.country)}</span>
        {entity.is_default ? <Badge variant="info">Default</Badge> : null}
      </span>
      {canEdit && !entity.is_default ? (
        <Button size="sm" variant="secondary" loading={update.isPending} onClick={makeDefault}>
          Make {entity.name} the default
        </Button>
      ) : null}
    </li>
  );
}

/**
 * Settings → Organization: the organization's own legal entities, which contract with and pay
 * vendors. A vendor's bank account is paid domestically from the countries of the entities assigned
 * to it (or of the default one); admins add entities and choose the default.
 */
export function LegalEntitiesCard({ canEdit }: { canEdit: boolean }) {
  const entities = useLegalEntities();
  let body: ReactNode;
  if (entities.isPending) {
    body = <LoadingState label="Loading legal entities…" />;
  } else if (entities.isError) {
    body = (
      <ErrorState
        title="Couldn't load the legal entities"
        message={errorText(entities.error)}
        onRetry={entities.refetch}
        retrying={entities.isFetching}
      />
    );
  } else if (entities.data.length === 0) {
    body = <EmptyState title="No legal entities yet" />;
  } else {
    body = (
      <ul aria-label="Legal entities" className="divide-y divide-slate-200 dark:divide-slate-800">
        {entities.data.map((entity) => (
          <EntityRow key={entity.id} entity={entity} canEdit={canEdit} />
        ))}
      </ul>
    );
  }
  return (
    <Card
      title="Legal entities"
      description="Your companies that contract with and pay vendors. A vendor's bank account is paid domestically when its bank is in the country of an entity that pays the vendor (the default one unless the vendor's supplier profile names others); otherwise by international wire."
    >
      <div className="space-y-4">
        {body}
        {canEdit ? (
          <AddLegalEntityForm />
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Only an admin can add legal entities or change the default.
          </p>
        )}
      </div>
    </Card>
  );
}
