/**
 * What the fast path counts, per app (createApp makes one and hands it out beside the app): tests and
 * benches read it to tell which path answered a request. It is an object passed in, not a module-level
 * export, so two apps in one process (a test file's, a bench's) never add to each other's counts.
 */
export interface FastPathCounters {
  /** Requests answered before Apollo's request pipeline (direct-http.ts). */
  answeredBeforeApollo: number;
  /** Answers written by the trimmed execution path (direct-answers.ts), before Apollo or inside it. */
  answered: number;
  /** Operations the trimmed path accepted but left to normal execution after trying (a decline, an error). */
  declined: number;
  /** Column texts serialized and kept by the trimmed path (keepSerialized). */
  keptTexts: number;
}

export function fastPathCounters(): FastPathCounters {
  return { answeredBeforeApollo: 0, answered: 0, declined: 0, keptTexts: 0 };
}
