import { mutedText, pageFrame, pageHeading } from "@/components/api-reference/styles";

/**
 * Shown at once when someone opens the reference, while the server renders every endpoint of the
 * OpenAPI document (a few hundred kilobytes): the link answers immediately instead of leaving the
 * previous page on screen until the whole reference has arrived.
 */
export default function LoadingApiReference() {
  return (
    <main className={pageFrame} aria-busy="true">
      <h1 className={pageHeading}>API reference</h1>
      <p role="status" className={`mt-3 text-base ${mutedText}`}>
        Loading every endpoint, parameter and schema of the API…
      </p>
    </main>
  );
}
