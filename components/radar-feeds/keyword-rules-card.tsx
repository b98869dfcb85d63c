"use client";

import { type ReactNode, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { lazyComponent } from "@/components/ui/lazy";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { useKeywordRules } from "@/lib/web/hooks/radar-feeds";

// The editor carries the form and validation libraries: it loads when an admin opens it.
const KeywordRulesEditor = lazyComponent(() =>
  import("./keyword-rules-editor").then((module) => module.KeywordRulesEditor),
);

const DESCRIPTION =
  "A feed item's impact type is that of the first rule whose keyword appears in its title or summary as whole " +
  "words (any case). Items no rule matches are Other.";

/** The keyword rules, in order; an admin edits them in place ("Edit rules"). */
export function KeywordRulesCard({ canEdit }: { canEdit: boolean }) {
  const rules = useKeywordRules();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const closeEditor = () => {
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  };

  let body: ReactNode;
  if (rules.isPending) {
    body = <LoadingState label="Loading keyword rules…" />;
  } else if (rules.error) {
    body = <ErrorState message={rules.error.message} onRetry={() => void rules.refetch()} />;
  } else if (editing) {
    body = <KeywordRulesEditor saved={rules.data.items} onClose={closeEditor} />;
  } else {
    body = (
      <div className="space-y-4">
        {rules.data.items.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">No rules: every feed event is Other.</p>
        ) : (
          <ol aria-label="Keyword rules, first match wins" className="space-y-1 text-sm">
            {rules.data.items.map((rule) => (
              <li key={rule.id} className="flex gap-2">
                <span className="w-8 text-right tabular-nums text-slate-600 dark:text-slate-400">
                  {rule.position + 1}.
                </span>
                <span className="font-medium text-slate-900 dark:text-slate-100">{rule.keyword}</span>
                <span className="text-slate-600 dark:text-slate-400">→ {rule.impact_type}</span>
              </li>
            ))}
          </ol>
        )}
        {canEdit ? (
          <Button
            ref={editButton}
            variant="secondary"
            onClick={() => setEditing(true)}
            onMouseEnter={KeywordRulesEditor.preload}
            onFocus={KeywordRulesEditor.preload}
          >
            Edit rules
          </Button>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">Only an admin can change the rules.</p>
        )}
      </div>
    );
  }
  return (
    <Card title="Keyword rules" description={DESCRIPTION}>
      {body}
    </Card>
  );
}
