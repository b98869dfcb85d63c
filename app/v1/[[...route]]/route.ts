import { nextApiHandlers } from "@/lib/api/next-handler";

// The public API is the Hono app; this one catch-all mounts all of /v1.
export const dynamic = "force-dynamic";
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS, HEAD } = nextApiHandlers();
