/**
 * A value made at its first use, then kept. Module-level formatters (Intl.NumberFormat, Intl.DateTimeFormat) are
 * built this way so loading the shared domain code costs nothing: each is constructed when something is first
 * formatted with it, not while the board's start chunk is evaluated (the board's first frame waits for that).
 */
export function lazy<T>(make: () => T): () => T {
  let made = false;
  let value: T;
  return () => {
    if (!made) {
      value = make();
      made = true;
    }
    return value;
  };
}
