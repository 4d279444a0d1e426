/** What happened to a feed's records: each skipped record and each warning, with field and reason (FEED-02). */
export interface FeedIssue {
  /** Record identifier as the feed gave it (id, stock number, or "row N"). */
  record: string;
  field: string;
  reason: string;
}

export interface FeedReport {
  file: string;
  records: number;
  imported: number;
  skipped: FeedIssue[];
  warnings: FeedIssue[];
}

/** A feed that cannot be read at all (missing file, malformed JSON/CSV structure). */
export class FeedError extends Error {
  readonly file: string;
  constructor(file: string, message: string) {
    super(`${file}: ${message}`);
    this.name = 'FeedError';
    this.file = file;
  }
}
