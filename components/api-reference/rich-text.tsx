import { inlineCode } from "./styles";

/** Plain text where `backticked` spans become inline code: the only markup the API descriptions use. */
export function InlineText({ text }: { text: string }) {
  const parts = text.split(/`([^`]+)`/);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: static text split, order never changes
          <code key={index} className={inlineCode}>
            {part}
          </code>
        ) : (
          part
        ),
      )}
    </>
  );
}

/** A description, one paragraph per blank-line-separated block. */
export function Description({ text, className = "" }: { text: string | undefined; className?: string }) {
  if (text === undefined || text.trim() === "") {
    return null;
  }
  return (
    <div className={`space-y-2 ${className}`}>
      {text.split(/\n\s*\n/).map((paragraph) => (
        <p key={paragraph}>
          <InlineText text={paragraph} />
        </p>
      ))}
    </div>
  );
}
