import { nextApiHandlers } from "@/lib/api/next-handler";

export const dynamic = "force-dynamic";
export const { POST } = nextApiHandlers();
