import { Field, Float, Int, ObjectType } from 'type-graphql';
import { ListMax } from '../../core/graphql/list-cost';

export const CONTAINERS_MAX = 100;
export const LEGS_MAX = 20;
export const MILESTONES_MAX = 7;
/** Most rows of the 'En tránsito' table and of the late-milestone alerts. */
export const IN_TRANSIT_MAX = 500;
/** Most operations one kanban asks milestone chips for. */
export const CHIP_DEALS_MAX = 2000;

@ObjectType('ShipmentContainer', { simpleResolvers: true })
export class ShipmentContainerView {
  @Field(() => String, { nullable: true, description: "20'ST, 40'ST, 40'HC, 20'RF o 40'RF." }) type: string | null;
  @Field(() => String, { nullable: true, description: 'ISO 6346 (4 letras, 7 dígitos con el de control).' }) number: string | null;
  @Field(() => String, { nullable: true }) seal: string | null;
}

@ObjectType('ShipmentLeg', { simpleResolvers: true })
export class ShipmentLegView {
  @Field(() => String, { nullable: true, description: 'air, ocean o road.' }) mode: string | null;
  @Field(() => String, { nullable: true }) carrier: string | null;
  @Field(() => String, { nullable: true }) from: string | null;
  @Field(() => String, { nullable: true }) to: string | null;
  @Field(() => String, { nullable: true, description: 'Vuelo, buque/viaje o chapa.' }) reference: string | null;
  @Field(() => String, { nullable: true }) etd: string | null;
  @Field(() => String, { nullable: true }) eta: string | null;
}

@ObjectType('AirDetails', { simpleResolvers: true, description: 'Detalles aéreos: el documento air del cliente original, con MAWB, HAWB y peso de los campos de la operación.' })
export class AirDetailsView {
  @Field(() => String, { nullable: true }) airline: string | null;
  @Field(() => String, { nullable: true }) flight: string | null;
  @Field(() => String, { nullable: true, description: 'Doc. master de la operación.' }) mawb: string | null;
  @Field(() => String, { nullable: true, description: 'Doc. house de la operación.' }) hawb: string | null;
  @Field(() => String, { nullable: true, description: 'IATA.' }) transshipmentAirport: string | null;
  @Field(() => String, { nullable: true }) etd: string | null;
  @Field(() => String, { nullable: true }) transshipmentArrival: string | null;
  @Field(() => String, { nullable: true }) transshipmentDeparture: string | null;
  @Field(() => String, { nullable: true }) eta: string | null;
  @Field(() => Int, { nullable: true }) pieces: number | null;
  @Field(() => Float, { nullable: true }) chargeableKg: number | null;
  @Field(() => Float, { nullable: true, description: 'Peso bruto de la operación.' }) grossKg: number | null;
}

@ObjectType('OceanDetails', { simpleResolvers: true, description: 'Detalles marítimos: el documento ocean del cliente original, con MBL, HBL y peso de los campos de la operación.' })
export class OceanDetailsView {
  @Field(() => String, { nullable: true }) shippingLine: string | null;
  @Field(() => String, { nullable: true }) vessel: string | null;
  @Field(() => String, { nullable: true }) voyage: string | null;
  @Field(() => String, { nullable: true, description: 'UN/LOCODE.' }) transshipmentPort: string | null;
  @Field(() => String, { nullable: true }) mbl: string | null;
  @Field(() => String, { nullable: true }) hbl: string | null;
  @Field(() => String, { nullable: true }) etd: string | null;
  @Field(() => String, { nullable: true }) eta: string | null;
  @Field(() => [ShipmentContainerView])
  @ListMax(CONTAINERS_MAX)
  containers: ShipmentContainerView[];
  @Field(() => Int, { nullable: true }) freeDays: number | null;
  @Field(() => Int, { nullable: true }) transitDays: number | null;
  @Field(() => Float, { nullable: true }) grossKg: number | null;
}

@ObjectType('RoadDetails', { simpleResolvers: true, description: 'Detalles terrestres: el documento road del cliente original; el CRT es el Doc. master de la operación.' })
export class RoadDetailsView {
  @Field(() => String, { nullable: true }) carrier: string | null;
  @Field(() => String, { nullable: true }) truckPlate: string | null;
  @Field(() => String, { nullable: true }) trailerPlate: string | null;
  @Field(() => String, { nullable: true }) driver: string | null;
  @Field(() => String, { nullable: true }) driverPhone: string | null;
  @Field(() => String, { nullable: true }) crt: string | null;
  @Field(() => String, { nullable: true }) micDta: string | null;
  @Field(() => String, { nullable: true }) borderCrossing: string | null;
  @Field(() => String, { nullable: true }) temperature: string | null;
  @Field(() => Boolean, { nullable: true }) hazmat: boolean | null;
  @Field(() => String, { nullable: true }) etd: string | null;
  @Field(() => String, { nullable: true }) eta: string | null;
  @Field(() => Float, { nullable: true }) grossKg: number | null;
}

@ObjectType('MultimodalDetails', { simpleResolvers: true, description: 'Detalles multimodales: el documento multimodal del cliente original.' })
export class MultimodalDetailsView {
  @Field(() => String, { nullable: true }) etd: string | null;
  @Field(() => String, { nullable: true }) eta: string | null;
  @Field(() => [ShipmentLegView])
  @ListMax(LEGS_MAX)
  legs: ShipmentLegView[];
}

@ObjectType('Milestone', { simpleResolvers: true })
export class MilestoneView {
  @Field(() => String, { description: 'reserva, retiro, salida, trasbordo, arribo, liberacion o entrega.' }) code: string;
  @Field(() => String) label: string;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; el de salida es el ETD y el de arribo el ETA.' }) planned: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD.' }) actual: string | null;
}

@ObjectType('Shipment', { simpleResolvers: true, description: 'La ejecución de una operación: detalles por modo e hitos.' })
export class ShipmentView {
  @Field(() => Int) dealId: number;
  @Field(() => String, { nullable: true, description: 'air, ocean, road o multimodal según el tipo de envío; null sin tipo.' }) mode: string | null;
  @Field(() => AirDetailsView) air: AirDetailsView;
  @Field(() => OceanDetailsView) ocean: OceanDetailsView;
  @Field(() => RoadDetailsView) road: RoadDetailsView;
  @Field(() => MultimodalDetailsView) multimodal: MultimodalDetailsView;
  @Field(() => [MilestoneView], { description: 'Los hitos del modo, en orden (vacío sin modo).' })
  @ListMax(MILESTONES_MAX)
  milestones: MilestoneView[];
}

@ObjectType('ShipmentRow', { simpleResolvers: true, description: "Una operación confirmada de la tabla 'En tránsito' o de los hitos de las tarjetas." })
export class ShipmentRowView {
  @Field(() => Int) dealId: number;
  @Field(() => String) reference: string;
  @Field(() => String) title: string;
  @Field(() => String, { nullable: true }) mode: string | null;
  @Field(() => String, { nullable: true }) etd: string | null;
  @Field(() => String, { nullable: true }) eta: string | null;
  @Field(() => [MilestoneView])
  @ListMax(MILESTONES_MAX)
  milestones: MilestoneView[];
}

@ObjectType('LateMilestone', { simpleResolvers: true, description: 'Un hito cuya fecha prevista pasó sin fecha real (alerta de la agenda).' })
export class LateMilestoneView {
  @Field(() => Int) dealId: number;
  @Field(() => String) reference: string;
  @Field(() => String) title: string;
  @Field(() => String) code: string;
  @Field(() => String) label: string;
  @Field(() => String) planned: string;
}

@ObjectType('StatusReportRow', { simpleResolvers: true })
export class StatusReportRowView {
  @Field(() => String) label: string;
  @Field(() => String) value: string;
}

@ObjectType('StatusReportMilestone', { simpleResolvers: true })
export class StatusReportMilestoneView {
  @Field(() => String) label: string;
  @Field(() => String, { nullable: true }) planned: string | null;
  @Field(() => String, { nullable: true }) actual: string | null;
  @Field(() => String, { description: 'Cumplido, Demorado o Pendiente.' }) state: string;
}

@ObjectType('StatusReportOperation', { simpleResolvers: true, description: 'Una operación del reporte de estado: carga, datos del modo e hitos, como se imprimen.' })
export class StatusReportOperationView {
  @Field(() => Int) dealId: number;
  @Field(() => String) reference: string;
  @Field(() => String) title: string;
  @Field(() => String, { nullable: true }) mode: string | null;
  @Field(() => String) modeLabel: string;
  @Field(() => String) carrier: string;
  @Field(() => String, { description: 'AWB, BL o CRT.' }) document: string;
  @Field(() => String) origin: string;
  @Field(() => String) destination: string;
  @Field(() => String, { description: 'DD/MM/AAAA o —.' }) etd: string;
  @Field(() => String, { description: 'DD/MM/AAAA o —.' }) eta: string;
  @Field(() => String, { description: 'Próximo hito (o el último cumplido).' }) status: string;
  @Field(() => [StatusReportRowView])
  @ListMax(60)
  rows: StatusReportRowView[];
  @Field(() => [ShipmentContainerView])
  @ListMax(CONTAINERS_MAX)
  containers: ShipmentContainerView[];
  @Field(() => [ShipmentLegView])
  @ListMax(LEGS_MAX)
  legs: ShipmentLegView[];
  @Field(() => [StatusReportMilestoneView])
  @ListMax(MILESTONES_MAX)
  milestones: StatusReportMilestoneView[];
}

@ObjectType('StatusReport', { simpleResolvers: true, description: "'STATUS DE EMBARQUE': una o varias operaciones de un mismo cliente." })
export class StatusReportView {
  @Field(() => Int, { nullable: true }) orgId: number | null;
  @Field(() => String) client: string;
  @Field(() => String, { description: 'AAAA-MM-DD, el día de la oficina.' }) date: string;
  @Field(() => String) fileName: string;
  @Field(() => String, { description: 'GET con el token: el PDF (application/pdf).' }) pdfUrl: string;
  @Field(() => [StatusReportOperationView])
  @ListMax(30)
  operations: StatusReportOperationView[];
}
