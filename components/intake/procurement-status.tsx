"use client";

import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/select";
import { useToast } from "@/components/ui/toast";
import { useProcurementStatus } from "@/lib/web/hooks/intake";
import { useStatuses } from "@/lib/web/hooks/taxonomy";
import type { IntakeSession } from "@/lib/web/intake";

/**
 * Where the procurement request stands, moved through the organization's procurement statuses. The
 * choice is sent with its own button, so moving through the list by keyboard sends nothing.
 */
export function ProcurementStatus({ session }: { session: IntakeSession }) {
  const statuses = useStatuses("procurement");
  const move = useProcurementStatus(session.session_id);
  const { toast } = useToast();
  const selectId = useId();
  const current = session.procurement?.status_id ?? "";
  const [chosen, setChosen] = useState<string | null>(null);
  const value = chosen ?? current;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!value || value === current) {
      return;
    }
    const name = statuses.data?.find((status) => status.id === value)?.name ?? "the new status";
    try {
      await move.mutateAsync(value);
      setChosen(null);
      toast({ title: `Procurement status: ${name}`, description: session.vendor_name, variant: "success" });
    } catch (error) {
      toast({
        title: "Couldn't move the request",
        description: error instanceof Error ? error.message : undefined,
        variant: "error",
      });
    }
  };

  if (statuses.isError) {
    return <span>{session.procurement?.status_name ?? "—"}</span>;
  }
  const options = (statuses.data ?? []).map((status) => ({ value: status.id, label: status.name }));
  if (current && !options.some((option) => option.value === current)) {
    options.unshift({ value: current, label: session.procurement?.status_name ?? current });
  }
  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-wrap items-center gap-2">
      <label htmlFor={selectId} className="sr-only">
        Procurement status
      </label>
      <Select
        id={selectId}
        className="w-44"
        value={value}
        onChange={(event) => setChosen(event.target.value)}
        options={options}
        placeholder={current ? undefined : "No status"}
        disabled={!statuses.data}
      />
      <Button type="submit" size="sm" variant="secondary" loading={move.isPending} disabled={value === current}>
        Move request
      </Button>
    </form>
  );
}
