/**
 * The one core both adapters (GraphQL resolvers and REST handlers) call. Core knows no feature: each module
 * adds the services it builds to this interface from its own index.ts (declaration merging), e.g.
 *
 *   declare module '../../core/services' { interface Services { deals: DealsService } }
 *
 * and `composeServices` (core/module.ts) builds them from the manifests that app.ts hands it.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Services {}
