/** View collections over the fixture's demo2 (3 records with a title) selecting created only, updated only, both or neither. */
export const DATE_VIEWS = {
  dates_created: { query: "SELECT id, created, title FROM demo2", dates: ["created"] },
  dates_updated: { query: "SELECT id, updated FROM demo2", dates: ["updated"] },
  dates_both: { query: "SELECT id, title, updated, created FROM demo2", dates: ["created", "updated"] },
  dates_neither: { query: "SELECT id, title FROM demo2", dates: [] },
} as const;

export type DateViewName = keyof typeof DATE_VIEWS;
