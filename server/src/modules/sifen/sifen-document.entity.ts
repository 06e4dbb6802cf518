import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One message to SIFEN and what came of it: the electronic document of an invoice ('de') or the cancellation event
 * of an approved one ('cancelacion'). It is also the sending outbox (core/outbox/leased-outbox.ts): `status`
 * 'pending' while there is something to send or to ask, 'done' once SIFEN gave its verdict. (cdc, kind) is unique,
 * so a CDC is never queued twice; `sent_at_ms` is written before the first send, so a process that dies mid-send
 * asks SIFEN about the CDC before sending it again.
 */
@Entity('sifen_documents')
@Index('uq_sifen_documents_cdc_kind', ['cdc', 'kind'], { unique: true })
@Index('idx_sifen_documents_due', ['status', 'nextAttemptAtMs'])
@Index('idx_sifen_documents_invoice', ['invoiceId'])
@Index('idx_sifen_documents_credit_note', ['creditNoteId'])
export class SifenDocumentEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'invoice_id', type: 'int' })
  invoiceId: number;

  /** The credit note of a 'nota_credito' row (DE tipo 5); `invoice_id` is then the affected invoice. */
  @Column({ name: 'credit_note_id', type: 'int', nullable: true })
  creditNoteId: number | null;

  @Column({ name: 'business_unit_id', type: 'int' })
  businessUnitId: number;

  /** 'de' (an invoice's DE) | 'nota_credito' (a credit note's DE) | 'cancelacion' */
  @Column({ type: 'varchar', length: 12 })
  kind: string;

  @Column({ type: 'varchar', length: 44 })
  cdc: string;

  /** dCodSeg, the 9 random digits inside the CDC. */
  @Column({ name: 'security_code', type: 'varchar', length: 9 })
  securityCode: string;

  /** The signed XML (the DE with its QR, or the event's envelope). */
  @Column({ type: 'text' })
  xml: string;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  qr: string | null;

  /** Outbox: 'pending' | 'done'. */
  @Column({ type: 'varchar', length: 10 })
  status: string;

  /** pendiente · aprobado · aprobado_con_observacion · rechazado (SifenStatus). */
  @Column({ name: 'sifen_status', type: 'varchar', length: 30 })
  sifenStatus: string;

  @Column({ name: 'sifen_code', type: 'varchar', length: 10, nullable: true })
  sifenCode: string | null;

  @Column({ name: 'sifen_message', type: 'varchar', length: 500, nullable: true })
  sifenMessage: string | null;

  /** dProtConsLote: the batch's number to ask about (asynchronous reception). */
  @Column({ name: 'lote_protocol', type: 'varchar', length: 30, nullable: true })
  loteProtocol: string | null;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ name: 'next_attempt_at_ms', type: 'bigint', nullable: true })
  nextAttemptAtMs: string | null;

  @Column({ name: 'lease_owner', type: 'varchar', length: 64, nullable: true })
  leaseOwner: string | null;

  @Column({ name: 'lease_until_ms', type: 'bigint', nullable: true })
  leaseUntilMs: string | null;

  @Column({ name: 'last_error', type: 'varchar', length: 500, nullable: true })
  lastError: string | null;

  /** When it was first handed to SIFEN (written before the request goes out). */
  @Column({ name: 'sent_at_ms', type: 'bigint', nullable: true })
  sentAtMs: string | null;

  @Column({ name: 'created_at_ms', type: 'bigint' })
  createdAtMs: string;
}
