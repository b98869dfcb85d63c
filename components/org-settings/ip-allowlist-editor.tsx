"use client";

import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { FormError } from "@/components/ui/form-error";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useToast } from "@/components/ui/toast";
import { type Organization, useUpdateOrganization } from "@/lib/web/hooks/org";
import { AllowlistEntries } from "./allowlist-entries";
import { type EntryError, entryErrorOf, sameList } from "./allowlist-error";
import { LockoutWarning } from "./lockout-warning";

export const ALLOWLIST_TITLE = "IP allowlist";
export const ALLOWLIST_DESCRIPTION =
  "Requests made with API keys must come from one of these networks. An empty list allows any address.";

export function AllowlistScopeNote() {
  return (
    <p className="rounded-md border border-blue-200 bg-blue-50 px-3 py-2 text-sm text-blue-900 dark:border-blue-800 dark:bg-blue-950 dark:text-blue-100">
      The allowlist applies to API keys (ak_…) only. It never affects signing in to this web app or using it.
    </p>
  );
}

/** Edits api_ip_allowlist locally; Save sends the whole list (the API validates and canonicalises it). */
export function IpAllowlistEditor({ organization }: { organization: Organization }) {
  const { toast } = useToast();
  const update = useUpdateOrganization();
  const saved = organization.api_ip_allowlist;
  // null: not edited, so the list follows the saved one (including refetches).
  const [draft, setDraft] = useState<string[] | null>(null);
  const [input, setInput] = useState("");
  const [inputError, setInputError] = useState<string | null>(null);
  const [entryError, setEntryError] = useState<EntryError | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const entries = draft ?? saved;
  const dirty = draft !== null && !sameList(draft, saved);

  const clearErrors = () => {
    setEntryError(null);
    setFormError(null);
  };

  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = input.trim();
    if (!value) {
      setInputError("Enter an IP address or a CIDR, for example 203.0.113.0/24.");
      return;
    }
    if (entries.includes(value)) {
      setInputError(`${value} is already in the list.`);
      return;
    }
    setDraft([...entries, value]);
    setInput("");
    setInputError(null);
    setFormError(null);
  };

  const remove = (entry: string) => {
    setDraft(entries.filter((item) => item !== entry));
    if (entryError?.value === entry) {
      setEntryError(null);
    }
  };

  const cancel = () => {
    setDraft(null);
    setInput("");
    setInputError(null);
    clearErrors();
  };

  const save = async () => {
    clearErrors();
    try {
      const result = await update.mutateAsync({ api_ip_allowlist: entries });
      setDraft(null);
      const count = result.api_ip_allowlist.length;
      toast({
        title: "IP allowlist saved",
        description:
          count === 0 ? "API keys work from any address." : `${count} ${count === 1 ? "entry" : "entries"} in effect.`,
        variant: "success",
      });
    } catch (error) {
      const rejected = entryErrorOf(error);
      if (rejected && entries.includes(rejected.value)) {
        setEntryError(rejected);
      } else {
        setFormError(error instanceof Error ? error.message : "Something went wrong. Try again.");
      }
    }
  };

  return (
    <Card title={ALLOWLIST_TITLE} description={ALLOWLIST_DESCRIPTION}>
      <div className="space-y-4">
        <AllowlistScopeNote />
        <LockoutWarning entries={entries} pending={dirty} />
        <AllowlistEntries entries={entries} entryError={entryError} disabled={update.isPending} onRemove={remove} />
        <form onSubmit={add} noValidate>
          <FormField
            label="IP address or CIDR"
            description="IPv4 or IPv6, for example 203.0.113.0/24 or 2001:db8::/32. A bare address means that address only."
            error={inputError ?? undefined}
          >
            {(control) => (
              <div className="flex max-w-xl gap-2">
                <Input
                  {...control}
                  value={input}
                  onChange={(event) => setInput(event.target.value)}
                  autoComplete="off"
                  spellCheck={false}
                  className="font-mono"
                />
                <Button type="submit" variant="secondary" disabled={update.isPending}>
                  Add
                </Button>
              </div>
            )}
          </FormField>
        </form>
        <FormError message={formError} />
        <div className="flex items-center gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
          <Button onClick={() => void save()} loading={update.isPending} disabled={!dirty}>
            Save allowlist
          </Button>
          <Button variant="secondary" onClick={cancel} disabled={!dirty || update.isPending}>
            Cancel
          </Button>
          {dirty ? <span className="text-sm text-slate-600 dark:text-slate-400">Unsaved changes</span> : null}
        </div>
      </div>
    </Card>
  );
}
