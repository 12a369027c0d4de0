// What staff read of an upstream's failure: the service's own words, without markup, cut to a readable length.
// Every read failure (kit/read.ts) and every failed step (workflows/) shows its text through this one function.

/** The upstream's own text of an error (GraphQLError from the clients, or anything else). */
export function textOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  // The ERP bridge (PHP behind Apache) answers HTML pages and warnings: staff see their words, not markup.
  const plain = message
    .replace(/<(script|style|head)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > MAX_TEXT ? `${plain.slice(0, MAX_TEXT)}…` : plain;
}

const MAX_TEXT = 300;
