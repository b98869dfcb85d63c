/**
 * The address as a link target when it is an http(s) URL, else null: feeds, vendors' pages and people
 * may have stored any text, and only web addresses become links.
 */
export function webHref(url: string | null | undefined): string | null {
  if (!url || !URL.canParse(url)) {
    return null;
  }
  const { protocol } = new URL(url);
  return protocol === "https:" || protocol === "http:" ? url : null;
}
