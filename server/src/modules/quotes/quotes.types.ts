import { QUOTE_ITEMS_MAX, QUOTE_TAGS_MAX } from '@crm/domain';
import { Field, Float, Int, ObjectType } from 'type-graphql';
import { ListMax } from '../../core/graphql/list-cost';

/** Versions dealQuotes answers with, newest first (each holds a whole quote); older ones: dealQuote(version). */
export const QUOTE_VERSIONS_MAX = 20;

/** A line of a saved quote, with its amount (effective quantity × price). */
@ObjectType('QuoteItem')
export class QuoteItemView {
  @Field(() => Float, { nullable: true, description: 'Tal como se guardó; vacío cuenta como 1.' }) cantidad: number | null;
  @Field(() => String) servicio: string;
  @Field(() => String) observacion: string;
  @Field(() => String, { description: 'Solo USD.' }) moneda: string;
  @Field(() => Float) precio: number;
  @Field(() => String, { description: "EXENTA, '5%' o '10%'." }) impuesto: string;
  @Field(() => Float, { description: 'Cantidad efectiva × precio.' }) total: number;
}

/** The saved quote: the fields of spec part 2 §2 "Quote generator". */
@ObjectType('Quote')
export class QuoteView {
  @Field(() => String) cliente: string;
  @Field(() => String) contacto: string;
  @Field(() => String, { description: 'AAAA-MM-DD.' }) fecha: string;
  @Field(() => String) referencia: string;
  @Field(() => String) incoterms: string;
  @Field(() => String) tipoOperacion: string;
  @Field(() => String) tipoTransporte: string;
  @Field(() => String) tipoEnvio: string;
  @Field(() => String) paisOrigen: string;
  @Field(() => String) paisDestino: string;
  @Field(() => String) ciudadOrigen: string;
  @Field(() => String) ciudadDestino: string;
  @Field(() => String) aeropuertoOrigen: string;
  @Field(() => String) aeropuertoDestino: string;
  @Field(() => Float, { nullable: true }) volumenM3: number | null;
  @Field(() => Float, { nullable: true }) pesoBrutoKg: number | null;
  @Field(() => String) mercaderia: string;
  @Field(() => String) seguroTipo: string;
  @Field(() => Float, { nullable: true }) seguroMontoUsd: number | null;
  @Field(() => String) aseguradora: string;
  @Field(() => [QuoteItemView]) @ListMax(QUOTE_ITEMS_MAX) items: QuoteItemView[];
  @Field(() => String) observaciones: string;
  @Field(() => String) validezOferta: string;
  @Field(() => String) condicionVenta: string;
  @Field(() => String) plazoCredito: string;
  @Field(() => String) formaPago: string;
  @Field(() => [String]) @ListMax(QUOTE_TAGS_MAX) queIncluye: string[];
  @Field(() => [String]) @ListMax(QUOTE_TAGS_MAX) queNoIncluye: string[];
}

@ObjectType('QuoteVersion')
export class QuoteVersionView {
  @Field(() => Int) id: number;
  @Field(() => Int) dealId: number;
  @Field(() => Int, { description: 'Número de versión dentro de la operación (1, 2, …).' }) versionNo: number;
  @Field(() => Date) createdAt: Date;
  @Field(() => Int, { nullable: true }) createdByUserId: number | null;
  @Field(() => String, { nullable: true }) createdByName: string | null;
  @Field(() => Float, { description: 'TOTAL USD recalculado por el servidor (solo líneas en USD).' }) totalUsd: number;
  @Field(() => QuoteView) quote: QuoteView;
  @Field(() => String, { description: 'GET con token Bearer: /api/deals/{id}/quote.pdf?version=N.' }) pdfUrl: string;
  @Field(() => String, { description: 'Nombre del archivo PDF (regla de la especificación, parte 2 §9).' }) fileName: string;
}
