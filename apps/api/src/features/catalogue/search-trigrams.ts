/**
 * Trigram postings over a list's search texts (decision 236), built once per catalogue snapshot
 * and sort. A text that contains a term contains each of the term's trigrams (three UTF-16 units),
 * so the texts holding its rarest trigram are the only candidates; the caller checks each with
 * `includes`, which keeps the answer exactly the repo's `LIKE '%term%'`, in list order.
 */
export type TrigramPostings = Map<number | string, number[]>;

/**
 * Three UTF-16 units as one small integer when each is below 1024 (normalised text is mostly
 * ASCII: no string allocated, a fast map key), else as the three-unit string.
 */
function trigramAt(text: string, i: number): number | string {
  const a = text.charCodeAt(i);
  const b = text.charCodeAt(i + 1);
  const c = text.charCodeAt(i + 2);
  return (a | b | c) < 1024 ? (a << 20) | (b << 10) | c : text.slice(i, i + 3);
}

/** Each trigram → the positions (ascending, once each) of the texts holding it. */
export function indexTrigrams(texts: readonly string[]): TrigramPostings {
  const postings: TrigramPostings = new Map();
  for (let at = 0; at < texts.length; at++) {
    const text = texts[at] as string;
    for (let i = 0; i + 3 <= text.length; i++) {
      const key = trigramAt(text, i);
      const list = postings.get(key);
      if (!list) postings.set(key, [at]);
      else if (list[list.length - 1] !== at) list.push(at);
    }
  }
  return postings;
}

const NONE: readonly number[] = [];

/**
 * The shortest posting among the term's trigrams (none: no text holds the term); undefined for a
 * term shorter than three units, which the index cannot narrow.
 */
export function rarestPosting(postings: TrigramPostings, term: string): readonly number[] | undefined {
  if (term.length < 3) return undefined;
  let rarest: readonly number[] | undefined;
  for (let i = 0; i + 3 <= term.length; i++) {
    const list = postings.get(trigramAt(term, i));
    if (!list) return NONE;
    if (!rarest || list.length < rarest.length) rarest = list;
  }
  return rarest;
}
