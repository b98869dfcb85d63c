import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import type { QuestionnaireDetail } from "@/lib/web/intake";
import { RESPONSE_TYPE_LABELS } from "./model";

/** A questionnaire as non-admins (and anyone, once archived) see it: its questions, nothing to change. */
export function QuestionnaireView({ questionnaire }: { questionnaire: QuestionnaireDetail }) {
  const questions = [...questionnaire.questions].sort((a, b) => a.position - b.position);
  return (
    <div className="space-y-4">
      {questionnaire.description ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{questionnaire.description}</p>
      ) : null}
      <ol className="space-y-3">
        {questions.map((question, index) => (
          <li key={question.id}>
            <Card>
              <div className="space-y-2 text-sm">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <p className="font-medium text-slate-900 dark:text-slate-100">
                    <span className="text-slate-600 dark:text-slate-400">{index + 1}. </span>
                    {question.text}
                  </p>
                  <Badge>{RESPONSE_TYPE_LABELS[question.response_type]}</Badge>
                </div>
                {question.options.length > 0 ? (
                  <ul aria-label="Options" className="flex flex-wrap gap-1">
                    {question.options.map((option) => (
                      <li key={option}>
                        <Badge variant="info">{option}</Badge>
                      </li>
                    ))}
                  </ul>
                ) : null}
                {question.guidance ? (
                  <p className="text-slate-600 dark:text-slate-400">Guidance: {question.guidance}</p>
                ) : null}
              </div>
            </Card>
          </li>
        ))}
      </ol>
    </div>
  );
}
