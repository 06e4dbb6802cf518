import { Field, Int, ObjectType } from 'type-graphql';

/**
 * The newest files a list answers with (each carries a freshly signed URL): per operation (its eight
 * document types, a few versions each) and per organization (every operation's files).
 */
export const DEAL_FILES_MAX = 200;
export const ORGANIZATION_FILES_MAX = 500;

/** A document of an operation (spec part 2 §3 "Deal file") with a short-lived signed `url`. */
@ObjectType('DealFile', { simpleResolvers: true })
export class DealFileView {
  @Field(() => Int) id: number;
  @Field(() => Int) dealId: number;
  @Field(() => String) dealReference: string;
  @Field(() => String, { description: 'fact_venta, fact_compra, det_cos, fact_shpr, fact_ag, fact_prov, fact_atm o rec_atm.' }) type: string;
  @Field(() => String, { description: "'FACT VENTA', 'DET COS', …" }) typeLabel: string;
  @Field(() => String, { description: 'El nombre con que se subió (solo metadato).' }) filename: string;
  @Field(() => String, { description: 'URL firmada /uploads/… válida ~15 minutos; se renueva con cada consulta.' }) url: string;
  @Field(() => String, { description: 'Tipo detectado por el contenido.' }) mimeType: string;
  @Field(() => Int) sizeBytes: number;
  @Field(() => Date) createdAt: Date;
  @Field(() => String, { nullable: true }) uploadedByName: string | null;
}
