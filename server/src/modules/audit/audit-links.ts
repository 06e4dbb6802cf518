/**
 * The records an audit event belongs to (audit_events.deal_id, org_id, contact_id): the Historial of an
 * operation, organization or contact lists the events linked to it. Derived from the event itself, so
 * events written without explicit links (by any module) land in the right timelines.
 */
export interface AuditLinks {
  dealId: number | null;
  orgId: number | null;
  contactId: number | null;
}

const CUSTOM_FIELD_OWNER: Record<string, keyof AuditLinks> = { deal: 'dealId', org: 'orgId', organization: 'orgId', contact: 'contactId' };

function asId(v: unknown): number | null {
  return typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : null;
}

/** A link from meta[key], or from meta.changes[key] ([old, new]: the new one, else the old one of a delete). */
function metaId(meta: Record<string, unknown> | null | undefined, key: string): number | null {
  if (!meta) return null;
  const direct = asId(meta[key]);
  if (direct) return direct;
  const changes = meta.changes;
  if (changes && typeof changes === 'object') {
    const pair = (changes as Record<string, unknown>)[key];
    if (Array.isArray(pair)) return asId(pair[1]) ?? asId(pair[0]);
  }
  return null;
}

export function auditLinksOf(
  entity: string,
  entityId: number | null | undefined,
  meta: Record<string, unknown> | null | undefined,
  explicit: Partial<AuditLinks> = {},
): AuditLinks {
  const links: AuditLinks = { dealId: null, orgId: null, contactId: null };
  const id = asId(entityId);
  switch (entity) {
    case 'deal':
    case 'cost_sheet':
      links.dealId = id;
      break;
    case 'organization':
      links.orgId = id;
      links.dealId = metaId(meta, 'dealId'); // a budget confirmed from an operation's sheet
      break;
    case 'contact':
      links.contactId = id;
      break;
    case 'custom_field': {
      const owner = CUSTOM_FIELD_OWNER[String(meta?.owner)];
      if (owner) links[owner] = asId(meta?.ownerId);
      break;
    }
    case 'deal_file':
    case 'deal_quote':
      links.dealId = metaId(meta, 'dealId');
      break;
    case 'activity':
      links.dealId = metaId(meta, 'dealId');
      links.orgId = metaId(meta, 'orgId');
      links.contactId = metaId(meta, 'personId');
      break;
    case 'followup_call':
    case 'followup_note':
      links.dealId = metaId(meta, 'dealId');
      links.orgId = metaId(meta, 'orgId');
      links.contactId = metaId(meta, 'contactId');
      break;
    default:
      links.dealId = metaId(meta, 'dealId');
  }
  for (const k of ['dealId', 'orgId', 'contactId'] as const) {
    if (explicit[k] !== undefined) links[k] = explicit[k] ?? null;
  }
  return links;
}
