import { nextApiHandlers } from "@/lib/api/next-handler";

// Presigned file downloads (GET /files/documents/{id}?expires=…&signature=…): no session, no
// Authorization; the Hono app checks the signature. `npm start` routes /files here before Next.
export const dynamic = "force-dynamic";
export const { GET, HEAD } = nextApiHandlers();
