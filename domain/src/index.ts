export * from './permissions';
export * from './money';
export * from './visibility';
export * from './reference';
export * from './stages';
export * from './kanban';
export * from './dates';
export * from './params';
