"use client";

import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { focusRing } from "@/components/ui/cn";
import { FormError } from "@/components/ui/form-error";
import { Textarea } from "@/components/ui/textarea";
import { useHumanAnswer } from "@/lib/web/hooks/intake";
import type { IntakeAnswer } from "@/lib/web/intake";

const ANSWER_TEXT_MAX = 10_000;

/** What the form starts from: the person's earlier answer, else the machine's. */
function initialOf(answer: IntakeAnswer): { text: string; options: string[] } {
  const from = answer.human_answer ?? answer;
  return {
    text: answer.response_type === "free_text" ? (from.answer_text ?? "") : "",
    options: from.selected_options.filter((option) => answer.options.includes(option)),
  };
}

/**
 * "Answer it yourself": the question's own control (one choice, several, or text), saved beside the
 * machine's answer, never over it.
 */
export function HumanAnswerForm({
  sessionId,
  answer,
  onDone,
  onSaved,
}: {
  sessionId: string;
  answer: IntakeAnswer;
  onDone: () => void;
  onSaved: () => void;
}) {
  const save = useHumanAnswer(sessionId);
  const [initial] = useState(() => initialOf(answer));
  const [text, setText] = useState(initial.text);
  const [options, setOptions] = useState<string[]>(initial.options);
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const groupName = useId();
  const problemId = useId();
  const isText = answer.response_type === "free_text";
  const formRef = useRef<HTMLFormElement>(null);
  // Opened: straight into the first choice (or the text box).
  useEffect(() => formRef.current?.querySelector<HTMLElement>("input, textarea")?.focus(), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (isText ? text.trim() === "" : options.length === 0) {
      setProblem(isText ? "Write an answer." : "Choose an answer.");
      return;
    }
    if (text.length > ANSWER_TEXT_MAX) {
      setProblem("Use at most 10,000 characters.");
      return;
    }
    setProblem(null);
    try {
      await save.mutateAsync({
        questionId: answer.question_id,
        input: isText ? { answer_text: text.trim() } : { selected_options: options },
      });
      onSaved();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : "Something went wrong. Try again.");
    }
  };

  const describedBy = problem ? problemId : undefined;
  let control: React.ReactNode;
  if (isText) {
    control = (
      <Textarea
        aria-label="Your answer"
        aria-describedby={describedBy}
        aria-invalid={problem ? true : undefined}
        rows={3}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    );
  } else if (answer.response_type === "single_select") {
    control = (
      <div className="space-y-2">
        {answer.options.map((option) => (
          <label key={option} className="flex items-start gap-2 text-sm text-slate-900 dark:text-slate-100">
            <input
              type="radio"
              name={groupName}
              value={option}
              checked={options[0] === option}
              onChange={() => setOptions([option])}
              className={`mt-0.5 h-4 w-4 accent-blue-700 dark:accent-blue-500 ${focusRing}`}
            />
            {option}
          </label>
        ))}
      </div>
    );
  } else {
    control = (
      <div className="space-y-2">
        {answer.options.map((option) => (
          <Checkbox
            key={option}
            label={option}
            checked={options.includes(option)}
            onChange={(event) =>
              setOptions((current) =>
                answer.options.filter((item) => (item === option ? event.target.checked : current.includes(item))),
              )
            }
          />
        ))}
      </div>
    );
  }

  return (
    <form
      ref={formRef}
      onSubmit={(event) => void submit(event)}
      noValidate
      className="space-y-3 rounded-md border border-slate-200 bg-slate-50 p-3 dark:border-slate-700 dark:bg-slate-950"
    >
      <fieldset className="space-y-2" aria-describedby={describedBy}>
        <legend className="text-sm font-medium text-slate-900 dark:text-slate-100">Your answer</legend>
        {control}
      </fieldset>
      {problem ? (
        <p id={problemId} role="alert" className="text-sm text-red-700 dark:text-red-400">
          {problem}
        </p>
      ) : null}
      <FormError message={failure} />
      <div className="flex gap-2">
        <Button type="submit" size="sm" loading={save.isPending}>
          Save answer
        </Button>
        <Button size="sm" variant="secondary" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
