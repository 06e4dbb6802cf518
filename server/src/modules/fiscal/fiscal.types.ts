import { FISCAL_DOCUMENT_TYPES, type FiscalDocumentType } from '@crm/domain';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ListMax } from '../../core/graphql/list-cost';

export const FiscalDocumentTypeEnum = Object.fromEntries(FISCAL_DOCUMENT_TYPES.map((t) => [t, t])) as { [K in FiscalDocumentType]: K };
registerEnumType(FiscalDocumentTypeEnum, { name: 'FiscalDocumentType', description: 'factura, nota_credito o recibo.' });

@ObjectType('FiscalPoint', { description: 'Punto de expedición de un tipo de documento: timbrado, vigencia y numeración.' })
export class FiscalPointView {
  @Field(() => FiscalDocumentTypeEnum)
  documentType: FiscalDocumentType;

  @Field(() => String, { nullable: true })
  timbrado: string | null;

  @Field(() => String, { nullable: true, description: 'AAAA-MM-DD' })
  validFrom: string | null;

  @Field(() => String, { nullable: true, description: 'AAAA-MM-DD' })
  validTo: string | null;

  @Field(() => String)
  establishment: string;

  @Field(() => String)
  point: string;

  @Field(() => Int)
  nextNumber: number;

  @Field(() => Int, { description: 'Números tomados con el timbrado actual.' })
  taken: number;

  @Field(() => [String], { description: 'Por qué no podría emitir hoy (vacío: puede).' })
  @ListMax(12)
  problems: string[];
}

@ObjectType('ElectronicInvoicingSettings', { description: 'Facturación electrónica (SIFEN) de la unidad. Nunca trae el certificado, su contraseña ni el CSC.' })
export class ElectronicSettingsView {
  @Field(() => String, { description: "'autoimpresor' o 'electronico'." })
  mode: string;

  @Field(() => String, { description: "'test' o 'produccion'." })
  sifenEnv: string;

  @Field(() => String, { nullable: true })
  cscId: string | null;

  @Field(() => Boolean)
  cscLoaded: boolean;

  @Field(() => Boolean)
  certificateLoaded: boolean;

  @Field(() => String, { nullable: true })
  certificateSubject: string | null;

  @Field(() => String, { nullable: true, description: 'AAAA-MM-DD' })
  certificateExpires: string | null;

  @Field(() => Int, { nullable: true })
  taxpayerType: number | null;

  @Field(() => Int, { nullable: true })
  regimeType: number | null;

  @Field(() => String, { nullable: true })
  activityCode: string | null;

  @Field(() => Int, { nullable: true })
  departmentCode: number | null;

  @Field(() => Int, { nullable: true })
  districtCode: number | null;

  @Field(() => Int, { nullable: true })
  cityCode: number | null;

  @Field(() => String, { nullable: true })
  email: string | null;
}

@ObjectType('FiscalSettings', { description: 'Datos fiscales y membrete de una unidad de negocio.' })
export class FiscalSettingsView {
  @Field(() => Int)
  businessUnitId: number;

  @Field(() => String)
  businessUnitName: string;

  @Field(() => String, { nullable: true })
  issuerName: string | null;

  @Field(() => String, { nullable: true })
  ruc: string | null;

  @Field(() => String, { nullable: true })
  address: string | null;

  @Field(() => String, { nullable: true })
  phone: string | null;

  @Field(() => String, { nullable: true })
  activities: string | null;

  @Field(() => String, { nullable: true })
  letterheadLines: string | null;

  @Field(() => String, { nullable: true, description: 'El logo como data URL, o null.' })
  logo: string | null;

  @Field(() => Int)
  version: number;

  @Field(() => [FiscalPointView], { description: 'Factura, nota de crédito y recibo, en ese orden.' })
  @ListMax(3)
  points: FiscalPointView[];

  @Field(() => ElectronicSettingsView)
  electronic: ElectronicSettingsView;
}

@ObjectType('DocumentLetterhead', { description: 'Membrete propio de una unidad de negocio para sus PDF (logo y datos del emisor).' })
export class LetterheadView {
  @Field(() => String, { nullable: true, description: 'El logo como data URL, o null.' })
  logo: string | null;

  @Field(() => String, { nullable: true })
  issuerName: string | null;

  @Field(() => String, { nullable: true })
  ruc: string | null;

  @Field(() => String, { nullable: true })
  address: string | null;

  @Field(() => String, { nullable: true })
  phone: string | null;

  @Field(() => [String], { description: 'Líneas libres bajo el emisor.' })
  @ListMax(20)
  lines: string[];
}
