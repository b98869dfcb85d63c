/** Node code a receiver can paste to check Service-Signature (shown on the subscription page). */
export const VERIFICATION_SNIPPET = `import { createHmac, timingSafeEqual } from "node:crypto";

// Verify before parsing: sign the raw body bytes exactly as received.
export function isAuthentic(rawBody, signatureHeader, secret) {
  const expected = createHmac("sha256", secret).update(rawBody).digest("hex");
  const given = Buffer.from(String(signatureHeader ?? ""), "utf8");
  const wanted = Buffer.from(expected, "utf8");
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

// Express: app.post("/hooks", express.raw({ type: "application/json" }), (req, res) => {
//   if (!isAuthentic(req.body, req.get("Service-Signature"), process.env.WEBHOOK_SECRET)) {
//     return res.sendStatus(401);
//   }
//   const event = JSON.parse(req.body.toString("utf8"));
//   // Deliveries are at-least-once: skip an X-Service-Event-Id you have already processed.
//   res.sendStatus(204);
// });`;
