import { link, mutedText, pageFrame, pageHeading } from "@/components/api-reference/styles";

/** An area of the reference that does not exist, say from an old link: the way back to the overview. */
export default function ReferencePageNotFound() {
  return (
    <main className={pageFrame}>
      <h1 className={pageHeading}>No such part of the API reference</h1>
      <p className={`mt-3 text-base ${mutedText}`}>
        The reference has no area at this address. It may have been renamed.{" "}
        <a href="/docs" className={link}>
          Open the API reference
        </a>{" "}
        to find it in the contents.
      </p>
    </main>
  );
}
