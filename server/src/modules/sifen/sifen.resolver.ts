import DataLoader from 'dataloader';
import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { GqlContext } from '../../core/graphql/context';
import { CreditNoteView } from '../invoices';

type NoteState = { cdc: string; sifenStatus: string; sifenMessage: string | null } | null;

/**
 * A credit note's electronic document on GraphQL, with the same names and shape as the invoice's: its CDC, SIFEN's
 * state and SIFEN's code and message. The note itself was already resolved for the reader (the invoices service
 * decides who sees it); one query per request answers every note asked.
 */
@Resolver(() => CreditNoteView)
export class CreditNoteSifenResolver {
  private state(n: CreditNoteView, ctx: GqlContext): Promise<NoteState> {
    return ctx.loaders.get('sifen.creditNoteStates', () => new DataLoader<number, NoteState>((ids) => ctx.services.sifen.creditNoteStates(ids))).load(n.id);
  }

  @FieldResolver(() => String, { nullable: true, description: 'CDC del documento electrónico (SIFEN), 44 dígitos; null si la unidad emite como autoimpresor o es un borrador.' })
  async cdc(@Root() n: CreditNoteView, @Ctx() ctx: GqlContext): Promise<string | null> {
    return (await this.state(n, ctx))?.cdc ?? null;
  }

  @FieldResolver(() => String, { nullable: true, description: 'Estado en SIFEN: pendiente, aprobado, aprobado_con_observacion o rechazado.' })
  async sifenStatus(@Root() n: CreditNoteView, @Ctx() ctx: GqlContext): Promise<string | null> {
    return (await this.state(n, ctx))?.sifenStatus ?? null;
  }

  @FieldResolver(() => String, { nullable: true, description: 'Código y mensaje de la última respuesta de SIFEN.' })
  async sifenMessage(@Root() n: CreditNoteView, @Ctx() ctx: GqlContext): Promise<string | null> {
    return (await this.state(n, ctx))?.sifenMessage ?? null;
  }
}
