"use client";

import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { addressInNetworks } from "@/lib/net/ip";
import { useWhoAmIIp } from "@/lib/web/hooks/org";

type Tone = "neutral" | "ok" | "warning";

const tones: Record<Tone, string> = {
  neutral: "border-slate-200 bg-slate-50 text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200",
  ok: "border-green-300 bg-green-50 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100",
  warning: "border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100",
};

function verdict(ip: string | null, entries: string[], which: string): { tone: Tone; text: string } {
  if (ip === null) {
    return entries.length > 0
      ? {
          tone: "warning",
          text: `Your address can't be determined, so every API key request from here would be denied by the ${which} list.`,
        }
      : {
          tone: "neutral",
          text: "Your address can't be determined: once a list is set, API key requests from here would be denied.",
        };
  }
  if (entries.length === 0) {
    return {
      tone: "neutral",
      text: `The ${which} list is empty, so API keys work from any address, including this one.`,
    };
  }
  return addressInNetworks(ip, entries)
    ? { tone: "ok", text: `A key used from this IP would be allowed by the ${which} list.` }
    : {
        tone: "warning",
        text: `A key used from this IP would be locked out by the ${which} list (403 ip_not_allowed).`,
      };
}

/** Whether an API key used from the caller's own address passes the allowlist being edited. */
export function LockoutWarning({ entries, pending }: { entries: string[]; pending: boolean }) {
  const ip = useWhoAmIIp();
  const which = pending ? "pending" : "saved";

  if (ip.isPending) {
    return (
      <div role="status" className={cn("rounded-md border px-3 py-2 text-sm", tones.neutral)}>
        Checking your IP address…
      </div>
    );
  }
  if (ip.isError) {
    return (
      <div
        role="alert"
        className={cn("flex items-center justify-between gap-3 rounded-md border px-3 py-2 text-sm", tones.warning)}
      >
        <span>Couldn't check your IP address: {ip.error.message}</span>
        <Button variant="secondary" size="sm" onClick={() => void ip.refetch()} loading={ip.isFetching}>
          Retry
        </Button>
      </div>
    );
  }
  const clientIp = ip.data.client_ip;
  const result = verdict(clientIp, entries, which);
  return (
    <section
      aria-label="Lock-out check"
      className={cn("space-y-1 rounded-md border px-3 py-2 text-sm", tones[result.tone])}
    >
      <p>
        Your IP as the API sees it: <strong className="font-mono font-semibold">{clientIp ?? "unknown"}</strong>
      </p>
      <p aria-live="polite" className={result.tone === "warning" ? "font-medium" : undefined}>
        {result.tone === "warning" ? "Warning: " : null}
        {result.text}
      </p>
    </section>
  );
}
