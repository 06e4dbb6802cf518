import { QueryFailedError } from 'typeorm';
import { AppError, MESSAGES } from './app-error';
import { asAppError, isDatabaseUnavailable } from './unavailable';

const err = (props: Record<string, unknown>, message = 'x') => Object.assign(new Error(message), props);

describe('database unavailability is classified in one place', () => {
  beforeAll(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterAll(() => jest.restoreAllMocks());

  test.each([
    ['connection refused', err({ code: 'ECONNREFUSED', errno: -111, syscall: 'connect' })],
    ['connect timeout (mysql2)', err({ code: 'ETIMEDOUT', fatal: true })],
    ['connection lost mid-query', err({ code: 'PROTOCOL_CONNECTION_LOST', fatal: true })],
    ['mysql2 query timeout', err({ code: 'PROTOCOL_SEQUENCE_TIMEOUT' })],
    ['the pool guard: no answer', err({ code: 'DB_UNREACHABLE' })],
    ['the pool guard: hard cap', err({ code: 'DB_TIMEOUT' })],
    ['too many connections', err({ code: 'ER_CON_COUNT_ERROR', errno: 1040, sqlState: '08004' })],
    ['server shutting down (MariaDB)', err({ code: 'ER_CONNECTION_KILLED', errno: 1927 })],
    ['read-only during a failover', err({ code: 'ER_OPTION_PREVENTS_STATEMENT', errno: 1290 })],
    ['row lock wait timeout', err({ code: 'ER_LOCK_WAIT_TIMEOUT', errno: 1205 })],
    ['a command on a closed connection', err({ fatal: true }, "Can't add new command when connection is in closed state")],
    ['a closed pool', err({}, 'Pool is closed.')],
    ['SQLite locked by another process', err({ code: 'SQLITE_BUSY' })],
    ['SQLite I/O error (extended code)', err({ code: 'SQLITE_IOERR_WRITE' })],
    ['SQLite disk full', err({ code: 'SQLITE_FULL' })],
    ['SQLite connection closed', new TypeError('The database connection is not open')],
    ['TypeORM after destroy()', err({ name: 'CannotExecuteNotConnectedError' })],
  ])('%s → SERVICE_UNAVAILABLE', (_what, e) => {
    expect(isDatabaseUnavailable(e)).toBe(true);
    const app = asAppError(e);
    expect(app).toBeInstanceOf(AppError);
    expect({ code: app!.code, message: app!.message }).toEqual({ code: 'SERVICE_UNAVAILABLE', message: MESSAGES.unavailable });
  });

  test('found inside what TypeORM wraps, and inside a cause', () => {
    const driver = err({ code: 'PROTOCOL_CONNECTION_LOST', fatal: true }, 'Connection lost: The server closed the connection.');
    expect(isDatabaseUnavailable(new QueryFailedError('SELECT 1', [], driver))).toBe(true);
    expect(isDatabaseUnavailable(new Error('outer', { cause: err({ code: 'SQLITE_BUSY' }) }))).toBe(true);
  });

  test.each([
    ['a duplicate key', err({ code: 'ER_DUP_ENTRY', errno: 1062, sqlState: '23000' })],
    ['a deadlock (retried by the services that expect it)', err({ code: 'ER_LOCK_DEADLOCK', errno: 1213 })],
    ['a SQL syntax error', err({ code: 'ER_PARSE_ERROR', errno: 1064 })],
    ['a SQLite constraint', err({ code: 'SQLITE_CONSTRAINT_UNIQUE' })],
    ['a missing table', err({ code: 'SQLITE_ERROR' }, 'no such table: users')],
    ['a programming error', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error', 'boom'],
  ])('%s is not unavailability (answered as an unexpected error)', (_what, e) => {
    expect(isDatabaseUnavailable(e)).toBe(false);
    expect(asAppError(e)).toBeNull();
  });

  test('an AppError passes through as is', () => {
    const e = new AppError('CONFLICT', 'Ya existe.');
    expect(asAppError(e)).toBe(e);
  });
});
