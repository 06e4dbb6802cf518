import DataLoader from 'dataloader';

/**
 * Per-request DataLoaders: relations resolve in one query per batch, never N+1.
 * Each module asks for its loader by a unique name; the factory runs once per request.
 *
 *   const orgs = ctx.loaders.get('org.byId', () => new DataLoader<number, Org | null>(ids => svc.byIds(actor, ids)));
 */
export class Loaders {
  private readonly map = new Map<string, DataLoader<unknown, unknown>>();

  get<K, V>(name: string, factory: () => DataLoader<K, V>): DataLoader<K, V> {
    let loader = this.map.get(name);
    if (!loader) {
      loader = factory() as DataLoader<unknown, unknown>;
      this.map.set(name, loader);
    }
    return loader as DataLoader<K, V>;
  }

  private readonly values = new Map<string, unknown>();

  /**
   * One value per request under a unique name (the factory runs once): e.g. the kanban's data versions,
   * read once for the shared cache's key and for the answer built under that key.
   */
  once<T>(name: string, factory: () => T): T {
    if (!this.values.has(name)) this.values.set(name, factory());
    return this.values.get(name) as T;
  }
}

/** Orders batch results like the keys (DataLoader's contract), null for missing or invisible rows. */
export function byKeys<K, V>(keys: readonly K[], rows: readonly V[], keyOf: (row: V) => K): (V | null)[] {
  const m = new Map<K, V>();
  for (const r of rows) m.set(keyOf(r), r);
  return keys.map((k) => m.get(k) ?? null);
}

/** Groups batch results per key (one-to-many relations). */
export function groupByKeys<K, V>(keys: readonly K[], rows: readonly V[], keyOf: (row: V) => K): V[][] {
  const m = new Map<K, V[]>();
  for (const r of rows) {
    const k = keyOf(r);
    const list = m.get(k);
    if (list) list.push(r);
    else m.set(k, [r]);
  }
  return keys.map((k) => m.get(k) ?? []);
}
