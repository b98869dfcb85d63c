"use client";

import { Time } from "@/components/ui/time";
import { actionLabel, actorLabel, type ChangeLogItem, EMPTY_VALUE, fieldLabel, formatValue } from "./model";

const muted = "text-slate-600 dark:text-slate-400";

/** "Risk level: low → high"; a field set on creation shows only its value. */
function FieldChangeLine({ field, before, after, created }: ChangeLogItem["changes"][number] & { created: boolean }) {
  const beforeText = formatValue(before, field);
  const afterText = formatValue(after, field);
  return (
    <li className="break-words">
      <span className="font-medium">{fieldLabel(field)}</span>:{" "}
      {created && beforeText === EMPTY_VALUE ? (
        <span>{afterText}</span>
      ) : (
        <>
          <span className={muted}>{beforeText}</span> → <span>{afterText}</span>
        </>
      )}
    </li>
  );
}

/** One change-log entry: who did what when, each field's before and after, and the reason. */
export function ChangeEntry({ item }: { item: ChangeLogItem }) {
  return (
    <li className="py-3">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="font-medium">{actorLabel(item.actor)}</span>
        <span>{actionLabel(item.action).toLowerCase()}</span>
        <span aria-hidden="true" className={muted}>
          ·
        </span>
        <Time value={item.created_at} className={`text-xs ${muted}`} />
      </p>
      {item.changes.length > 0 ? (
        <ul aria-label="Changed fields" className="mt-1 space-y-0.5 text-sm">
          {item.changes.map((change) => (
            <FieldChangeLine key={change.field} {...change} created={item.action === "created"} />
          ))}
        </ul>
      ) : null}
      {item.reason ? (
        <p className="mt-1 text-sm">
          <span className="font-medium">Reason:</span> {item.reason}
        </p>
      ) : null}
    </li>
  );
}
