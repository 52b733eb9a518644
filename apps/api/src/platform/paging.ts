// Numbered pages (1, 2, …) of a list whose total is counted: the slice a repository reads and the
// paging fields of the answer, computed in one place so every list agrees on what has_more means.

export function numberedPage(page: number, size: number) {
  const slice = { limit: size, offset: (page - 1) * size };
  return {
    /** What the repository reads: `limit` rows from `offset`. */
    slice,
    /** The answer's paging fields for `shown` rows read out of `total`. */
    fields: (shown: number, total: number) => ({ page, has_more: slice.offset + shown < total, total }),
  };
}
