"use client";

import { Time } from "@/components/ui/time";
import type { ChangeLogItem, FieldChange } from "@/lib/web/hooks/change-log";
import { actionLabel, actorLabel, EMPTY_VALUE } from "./model";
import { changeLabel, visibleChanges } from "./references";
import { changeValueText } from "./value-words";

const muted = "text-slate-600 dark:text-slate-400";

/** "Inherent risk level: Medium → High"; a field set on creation shows only its value. */
function FieldChangeLine({
  entityType,
  change,
  created,
  names,
  looked,
}: {
  entityType: string;
  change: FieldChange;
  created: boolean;
  names: ReadonlyMap<string, string>;
  looked: boolean;
}) {
  const beforeText = changeValueText(entityType, change.field, change.before, names, looked);
  const afterText = changeValueText(entityType, change.field, change.after, names, looked);
  return (
    <li className="break-words">
      <span className="font-medium">{changeLabel(change.field)}</span>:{" "}
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
export function ChangeEntry({
  item,
  names,
  looked = true,
}: {
  item: ChangeLogItem;
  names: ReadonlyMap<string, string>;
  /** The names have been looked up (an ID still without one is unknown, not loading). */
  looked?: boolean;
}) {
  const changes = visibleChanges(item.changes);
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
      {changes.length > 0 ? (
        <ul aria-label="Changed fields" className="mt-1 space-y-0.5 text-sm">
          {changes.map((change) => (
            <FieldChangeLine
              key={change.field}
              entityType={item.entity_type}
              change={change}
              created={item.action === "created"}
              names={names}
              looked={looked}
            />
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
