export * from './permissions';
export * from './money';
