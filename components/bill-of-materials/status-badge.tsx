import { Badge } from "@/components/ui/badge";
import type { ParseStatus } from "@/lib/web/hooks/bill-of-materials";
import { PARSE_STATUS_LABELS, PARSE_STATUS_VARIANTS } from "./model";

export function ParseStatusBadge({ status }: { status: ParseStatus }) {
  return <Badge variant={PARSE_STATUS_VARIANTS[status]}>{PARSE_STATUS_LABELS[status]}</Badge>;
}
