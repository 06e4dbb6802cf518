/**
 * An SQL subquery of the ids of the first `max` rows of each group, for the loaders that read the lists
 * of many parents in one statement (Organization.contacts, Deal.files, …): each parent's list stops at
 * its declared maximum in the database, not after every row was read. ROW_NUMBER() runs on SQLite
 * (≥ 3.25), MariaDB (≥ 10.2) and MySQL 8. Use it as `alias.id IN (<subquery>)`; the caller passes the
 * named parameters of `where`.
 */
export function firstPerGroup(opts: {
  /** FROM clause with its aliases, e.g. `deal_files rf INNER JOIN deals rd ON rd.id = rf.deal_id`. */
  from: string;
  /** The id to select, e.g. `rf.id`. */
  id: string;
  /** The group column, e.g. `rf.deal_id`. */
  group: string;
  /** The order inside a group, e.g. `rf.created_at DESC, rf.id DESC`. */
  orderBy: string;
  where: string;
  max: number;
}): string {
  if (!Number.isSafeInteger(opts.max) || opts.max < 1) throw new Error(`firstPerGroup: max inválido (${opts.max})`);
  return (
    `SELECT ranked.id FROM (SELECT ${opts.id} AS id, ROW_NUMBER() OVER (PARTITION BY ${opts.group} ORDER BY ${opts.orderBy}) AS rn ` +
    `FROM ${opts.from} WHERE ${opts.where}) ranked WHERE ranked.rn <= ${opts.max}`
  );
}
