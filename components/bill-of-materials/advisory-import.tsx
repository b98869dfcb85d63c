"use client";

import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { isApiRequestError } from "@/lib/web/api-client";
import { fieldErrorsFrom422 } from "@/lib/web/error-message";
import { useAdvisoryChanges } from "@/lib/web/hooks/bill-of-materials";
import { type AdvisoryDraftSource, osvDraft, readAdvisoryJson } from "./advisory-model";
import { muted } from "./text";

/** The API takes JSON bodies of at most 1 MiB. */
const MAX_ADVISORY_BYTES = 1024 * 1024;

/** The API's refusal in words: each 422 entry with the field it is about ("affected.0.ranges.0.events.1.fixed: …"). */
function importProblem(error: unknown): string {
  if (isApiRequestError(error) && error.status === 422) {
    const entries = Object.entries(fieldErrorsFrom422(error.body));
    if (entries.length > 0) {
      return entries.map(([field, message]) => (field ? `${field}: ${message}` : message)).join("; ");
    }
  }
  return error instanceof Error && error.message ? error.message : "The advisory could not be imported.";
}

export interface AdvisoryImportProps {
  /** A component to draft an advisory for (the Components page's "Raise advisory"). */
  draftSource: AdvisoryDraftSource | null;
  /** After an import: the draft's source leaves the URL. */
  onImported: () => void;
}

/**
 * Import one OSV advisory: pasted, or read from a file into the text box; what is wrong with it
 * (not JSON, or the API's validation) is shown under the box.
 */
export function AdvisoryImport({ draftSource, onImported }: AdvisoryImportProps) {
  const { importAdvisory } = useAdvisoryChanges();
  const [pending, setPending] = useState(false);
  const [text, setText] = useState(() => (draftSource ? osvDraft(draftSource) : ""));
  const [error, setError] = useState<string | undefined>(undefined);
  const [done, setDone] = useState("");
  const fileRef = useRef<HTMLInputElement>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const fileHintId = useId();
  const draftName = draftSource ? (draftSource.purl ?? draftSource.name ?? "") : "";
  const hasDraft = draftSource !== null;
  // A draft from "Raise advisory" is what the person came to edit.
  useEffect(() => {
    if (hasDraft) {
      textareaRef.current?.focus();
    }
  }, [hasDraft]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDone("");
    const parsed = readAdvisoryJson(text);
    if (!parsed.ok) {
      setError(parsed.message);
      textareaRef.current?.focus();
      return;
    }
    setError(undefined);
    setPending(true);
    try {
      const advisory = await importAdvisory(parsed.value);
      const replaced = advisory.updated_at > advisory.created_at;
      setDone(
        `${advisory.osv_id} ${replaced ? "was imported again, replacing the earlier text" : "was imported"}; it is being matched against every vendor's latest bill of materials.`,
      );
      setText("");
      onImported();
    } catch (caught) {
      setError(importProblem(caught));
      textareaRef.current?.focus();
    } finally {
      setPending(false);
    }
  };

  const readFile = async (file: File | undefined) => {
    if (!file) {
      return;
    }
    setDone("");
    if (file.size > MAX_ADVISORY_BYTES) {
      setError(`${file.name} is larger than 1 MiB; an advisory is one OSV JSON document.`);
      return;
    }
    try {
      setText(await file.text());
      setError(undefined);
      textareaRef.current?.focus();
    } catch {
      setError(`${file.name} could not be read.`);
    }
  };

  return (
    <Card
      title="Import an advisory"
      description="One advisory in the OSV format (as OSV.dev, GitHub and most feeds publish them). It is matched against every vendor's latest bill of materials; each vendor with an affected version gets a radar alert."
    >
      <form onSubmit={submit} className="space-y-3" noValidate>
        {draftSource ? (
          <p className="rounded-md border border-blue-300 bg-blue-50 px-3 py-2 text-sm text-blue-900 dark:border-blue-800 dark:bg-blue-950 dark:text-blue-100">
            A draft for {draftName}: give it an id (LOCAL-…), a summary and the first fixed version (or remove that
            event), check the affected versions, then import it.
          </p>
        ) : null}
        <FormField label="OSV advisory (JSON)" description="Paste the advisory, or read it from a file." error={error}>
          <Textarea
            ref={textareaRef}
            rows={14}
            value={text}
            onChange={(event) => setText(event.target.value)}
            spellCheck={false}
            className="font-mono text-xs"
          />
        </FormField>
        <div className="flex flex-wrap items-center gap-2">
          <input
            ref={fileRef}
            type="file"
            accept=".json,application/json"
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            data-testid="advisory-file-input"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              void readFile(file);
            }}
          />
          <Button type="submit" loading={pending}>
            Import advisory
          </Button>
          <Button
            type="button"
            variant="secondary"
            aria-describedby={fileHintId}
            onClick={() => fileRef.current?.click()}
          >
            Read from a file
          </Button>
          <span id={fileHintId} className={`text-xs ${muted}`}>
            A .json file of at most 1 MiB; its text replaces the box's.
          </span>
        </div>
        <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
          {done}
        </p>
      </form>
    </Card>
  );
}
