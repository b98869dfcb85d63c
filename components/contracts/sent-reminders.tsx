"use client";

import { Card } from "@/components/ui/card";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { Time } from "@/components/ui/time";
import { formatDay } from "@/lib/web/days";
import type { Contract } from "@/lib/web/hooks/contracts";
import { useContractReminders } from "@/lib/web/hooks/contracts-detail";
import { muted } from "./parts";

/** The renewal reminders the owner was sent: which one, about which date, to whom and when. */
export function SentReminders({ contract }: { contract: Contract }) {
  const reminders = useContractReminders(contract.id);
  const target = contract.notice_deadline === null ? "expiration" : "notice deadline";
  let body: React.ReactNode;
  if (reminders.isError) {
    body = <ErrorState message={reminders.error.message} onRetry={() => void reminders.refetch()} />;
  } else if (!reminders.data) {
    body = <LoadingState label="Loading the reminders…" />;
  } else if (reminders.data.items.length === 0) {
    body = (
      <p className={`text-sm ${muted}`}>
        None sent yet. The owner is emailed 90, 60, 30 and 7 days before the {target}.
      </p>
    );
  } else {
    body = (
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {reminders.data.items.map((reminder) => (
          <li key={`${reminder.threshold_days}-${reminder.deadline}`} className="py-2 text-sm">
            {reminder.threshold_days}-day reminder for {formatDay(reminder.deadline)}, sent to{" "}
            {reminder.recipient_name ?? "a former user"} <Time value={reminder.sent_at} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Card aria-label="Renewal reminders" title="Renewal reminders" description="Emails sent to the contract's owner.">
      {body}
    </Card>
  );
}
