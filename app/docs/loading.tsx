import { mutedText, pageFrame, pageHeading } from "@/components/api-reference/styles";

/**
 * Shown at once when someone opens the reference or one of its areas, while the server renders it
 * from the OpenAPI document: the link answers immediately instead of leaving the previous page on
 * screen until the reference has arrived.
 */
export default function LoadingApiReference() {
  return (
    <main className={pageFrame} aria-busy="true">
      <h1 className={pageHeading}>API reference</h1>
      <p role="status" className={`mt-3 text-base ${mutedText}`}>
        Loading the reference…
      </p>
    </main>
  );
}
