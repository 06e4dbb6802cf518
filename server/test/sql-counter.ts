import type { Logger } from 'typeorm';

/** Counts the SQL statements TypeORM sends (N+1 guards). Errors are still printed. */
export class SqlCounter implements Logger {
  statements: string[] = [];
  private on = false;

  start(): void {
    this.statements = [];
    this.on = true;
  }

  stop(): number {
    this.on = false;
    return this.statements.length;
  }

  logQuery(query: string): void {
    if (this.on && !/^(START TRANSACTION|BEGIN|COMMIT|ROLLBACK|SAVEPOINT|RELEASE)/i.test(query)) this.statements.push(query);
  }
  logQueryError(error: string | Error, query: string): void {
    console.error('SQL error:', error, query);
  }
  logQuerySlow(): void {}
  logSchemaBuild(): void {}
  logMigration(): void {}
  log(): void {}
}
