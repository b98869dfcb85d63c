"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { type FormEvent, useId, useRef, useState } from "react";
import { Button, buttonClassName } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { CheckboxGroup } from "@/components/ui/checkbox-group";
import { FormError } from "@/components/ui/form-error";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { Textarea } from "@/components/ui/textarea";
import { useToast } from "@/components/ui/toast";
import { UnsavedChangesGuard } from "@/components/ui/unsaved-changes-guard";
import { isApiRequestError } from "@/lib/web/api-client";
import { fieldErrorsFrom422 } from "@/lib/web/error-message";
import { useCreateSession, useQuestionnaires } from "@/lib/web/hooks/intake";
import type { Questionnaire } from "@/lib/web/intake";
import {
  CONTEXT_MAX_CHARS,
  CONTEXT_WINDOW_CHARS,
  contextCounterText,
  contextLengthState,
  formatCount,
  questionnaireTypeLabel,
  sessionHref,
} from "./model";
import {
  problemsFrom422,
  REQUEST_FIELDS,
  type RequestField,
  type RequestProblems,
  type RequestValues,
  requestBody,
  requestProblems,
} from "./request-form";

/** The context's counter, and what its length means: read whole, read in part, or refused. */
function ContextNotes({ length, counterId, noteId }: { length: number; counterId: string; noteId: string }) {
  const state = contextLengthState(length);
  return (
    <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 text-sm">
      <p id={noteId} className="min-h-5">
        {state === "long" ? (
          <span role="status" className="text-amber-800 dark:text-amber-300">
            Past {formatCount(CONTEXT_WINDOW_CHARS)} characters: only the first {formatCount(CONTEXT_WINDOW_CHARS)}{" "}
            characters are read for each question.
          </span>
        ) : null}
        {state === "too_long" ? (
          <span role="alert" className="font-medium text-red-700 dark:text-red-400">
            Too long: the context can hold at most {formatCount(CONTEXT_MAX_CHARS)} characters. Remove{" "}
            {formatCount(length - CONTEXT_MAX_CHARS)} to file the request.
          </span>
        ) : null}
      </p>
      <p
        id={counterId}
        className={
          state === "too_long"
            ? "tabular-nums font-medium text-red-700 dark:text-red-400"
            : "tabular-nums text-slate-600 dark:text-slate-400"
        }
      >
        {contextCounterText(length)}
      </p>
    </div>
  );
}

/**
 * The form itself. Plain state, no form library: its few rules live in ./request-form, and the page's
 * first load stays within the JavaScript budget.
 */
function RequestForm({ questionnaires }: { questionnaires: Questionnaire[] }) {
  const router = useRouter();
  const { toast } = useToast();
  const create = useCreateSession();
  const counterId = useId();
  const noteId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<RequestValues>(() => ({
    vendor_name: "",
    vendor_website: "",
    vendor_description: "",
    use_case: "",
    // The inherent risk questionnaire is what intake is for; the others are a choice.
    questionnaire_ids: questionnaires.filter((item) => item.type === "irq").map((item) => item.id),
    context: "",
  }));
  const [problems, setProblems] = useState<RequestProblems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  // Filed: the button stays busy until the session's page replaces this one.
  const [filed, setFiled] = useState(false);
  const tooLong = contextLengthState(values.context.length) === "too_long";

  const set = <Field extends RequestField>(field: Field, value: RequestValues[Field]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setDirty(true);
    if (problems[field]) {
      setProblems((current) => ({ ...current, [field]: undefined }));
    }
  };
  const text = (field: Exclude<RequestField, "questionnaire_ids">) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
  });

  /** Shows the problems and moves focus to the first field that has one. */
  const showProblems = (found: RequestProblems) => {
    setProblems(found);
    const first = REQUEST_FIELDS.find((field) => found[field]);
    if (first) {
      // The questionnaires are checkboxes without a name: the first of them.
      const selector = first === "questionnaire_ids" ? 'input[type="checkbox"]' : `[name="${first}"]`;
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(selector)?.focus());
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending || filed) {
      return;
    }
    setFailure(null);
    const found = requestProblems(values);
    if (Object.keys(found).length > 0) {
      showProblems(found);
      return;
    }
    try {
      const created = await create.mutateAsync(requestBody(values));
      setFiled(true);
      router.push(sessionHref(created.session_id));
      toast({
        title: "Request filed",
        description: created.context_truncated
          ? `Its questions are being answered from the first ${formatCount(CONTEXT_WINDOW_CHARS)} characters of the context.`
          : "Its questions are being answered from what you wrote.",
        variant: "success",
      });
    } catch (error) {
      if (isApiRequestError(error) && (error.code === "questionnaire_not_found" || error.code === "intake_disabled")) {
        showProblems({ questionnaire_ids: error.message });
        return;
      }
      if (isApiRequestError(error) && error.status === 422) {
        const { problems: fields, rest } = problemsFrom422(fieldErrorsFrom422(error.body));
        showProblems(fields);
        setFailure(rest.length > 0 ? rest.join("; ") : null);
        return;
      }
      setFailure(error instanceof Error ? error.message : "Something went wrong. Try again.");
    }
  };

  return (
    <form
      ref={formRef}
      onSubmit={(event) => void submit(event)}
      noValidate
      className="space-y-6"
      aria-label="New vendor request"
    >
      <UnsavedChangesGuard when={dirty && !create.isPending && !filed} />
      <Card title="The vendor" description="Who procurement wants to work with, and what for.">
        <div className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Vendor name" error={problems.vendor_name} required>
              <Input autoComplete="off" maxLength={500} {...text("vendor_name")} />
            </FormField>
            <FormField label="Website" error={problems.vendor_website}>
              <Input type="url" inputMode="url" placeholder="https://" {...text("vendor_website")} />
            </FormField>
          </div>
          <FormField label="Description" description="What the vendor does." error={problems.vendor_description}>
            <Textarea rows={3} {...text("vendor_description")} />
          </FormField>
          <FormField
            label="Use case"
            description="What we will use the vendor for, and who asked."
            error={problems.use_case}
          >
            <Textarea rows={3} {...text("use_case")} />
          </FormField>
        </div>
      </Card>
      <Card
        title="What you know about it"
        description="Paste anything: emails, the vendor's answers, notes from a call. The questionnaires are answered from it, and every answer cites the passage it rests on."
      >
        <div className="space-y-4">
          <CheckboxGroup
            legend="Questionnaires to answer"
            options={questionnaires.map((item) => ({
              value: item.id,
              label: item.name,
              description: `${questionnaireTypeLabel(item.type)} · ${formatCount(item.question_count)} questions`,
            }))}
            value={values.questionnaire_ids}
            onChange={(ids) => set("questionnaire_ids", ids)}
            error={problems.questionnaire_ids}
          />
          <FormField
            label="Context"
            description={`The first ${formatCount(CONTEXT_WINDOW_CHARS)} characters are read for each question; up to ${formatCount(CONTEXT_MAX_CHARS)} are kept with the request.`}
            error={problems.context}
          >
            {(control) => (
              <Textarea
                {...control}
                rows={14}
                spellCheck={false}
                aria-describedby={`${control["aria-describedby"] ?? ""} ${counterId} ${noteId}`.trim()}
                aria-invalid={tooLong || control["aria-invalid"] ? true : undefined}
                className="font-mono text-xs leading-5"
                {...text("context")}
              />
            )}
          </FormField>
          <ContextNotes length={values.context.length} counterId={counterId} noteId={noteId} />
        </div>
      </Card>
      <FormError message={failure} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link href="/intake" className={buttonClassName("secondary")}>
          Cancel
        </Link>
        <Button type="submit" loading={create.isPending || filed}>
          File request
        </Button>
      </div>
    </form>
  );
}

/** "New vendor request": the vendor, what is known about it, and the questionnaires to answer from that. */
export function NewRequestForm() {
  const questionnaires = useQuestionnaires();
  if (questionnaires.isError) {
    return (
      <ErrorState
        message={questionnaires.error.message}
        onRetry={() => void questionnaires.refetch()}
        retrying={questionnaires.isFetching}
      />
    );
  }
  if (!questionnaires.data) {
    return <LoadingState label="Loading the questionnaires…" />;
  }
  if (questionnaires.data.items.length === 0) {
    return (
      <EmptyState
        title="Intake is disabled: an admin must add a questionnaire in Settings"
        description="Requests are answered from the organization's intake questionnaires, and there is none right now."
        action={
          <Link href="/settings/intake" className={buttonClassName("secondary")}>
            Intake questionnaires
          </Link>
        }
      />
    );
  }
  return <RequestForm questionnaires={questionnaires.data.items} />;
}
