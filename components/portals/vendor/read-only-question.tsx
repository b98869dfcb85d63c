import { useId } from "react";
import type { AnswerEntry } from "./answer-store";
import { formatDateTime } from "./format";
import { QuestionHeading, questionCardClass } from "./question-card";
import type { PortalQuestion } from "./types";

/** A question with its stored answer as text: a section not handed to this visitor, or a submitted request. */
export function ReadOnlyQuestion({
  question,
  number,
  entry,
}: {
  question: PortalQuestion;
  number: number;
  entry: AnswerEntry | undefined;
}) {
  const id = useId();
  const answer = entry?.answer ?? question.answer;
  const text = answer?.answer_text?.trim();
  const options = answer?.selected_options ?? [];
  const comment = answer?.comment?.trim();
  const documents = answer?.documents ?? [];
  const empty = !text && options.length === 0 && documents.length === 0;
  return (
    <article id={`question-${question.id}`} aria-labelledby={`${id}-text`} tabIndex={-1} className={questionCardClass}>
      <QuestionHeading
        question={question}
        number={number}
        textId={`${id}-text`}
        requiredId={`${id}-required`}
        guidanceId={`${id}-guidance`}
      />
      <dl className="space-y-3 text-sm">
        <div>
          <dt className="font-medium text-slate-700 dark:text-slate-300">Answer</dt>
          <dd className="mt-0.5 text-slate-900 dark:text-slate-100">
            {empty ? <span className="text-slate-600 dark:text-slate-400">Not answered</span> : null}
            {text ? <p className="whitespace-pre-line break-words">{text}</p> : null}
            {options.length > 0 ? (
              <ul className="list-disc space-y-0.5 pl-5">
                {options.map((option) => (
                  <li key={option} className="break-words">
                    {option}
                  </li>
                ))}
              </ul>
            ) : null}
          </dd>
        </div>
        {comment ? (
          <div>
            <dt className="font-medium text-slate-700 dark:text-slate-300">Comment</dt>
            <dd className="mt-0.5 whitespace-pre-line break-words text-slate-900 dark:text-slate-100">{comment}</dd>
          </div>
        ) : null}
        {documents.length > 0 ? (
          <div>
            <dt className="font-medium text-slate-700 dark:text-slate-300">Attached files</dt>
            <dd className="mt-0.5">
              <ul className="list-disc space-y-0.5 pl-5 text-slate-900 dark:text-slate-100">
                {documents.map((document) => (
                  <li key={document.id} className="break-all">
                    {document.name}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
      </dl>
      {answer && !empty ? (
        <p className="break-words text-xs text-slate-600 dark:text-slate-400">
          Answered by {answer.answered_by}, {formatDateTime(answer.updated_at)}
        </p>
      ) : null}
    </article>
  );
}
