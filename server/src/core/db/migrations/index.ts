import { Foundation1763700000000 } from './1763700000000-foundation';

/** In order; later issues append here. */
export const MIGRATIONS = [Foundation1763700000000];
