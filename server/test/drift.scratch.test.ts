import { openDatabase } from '../src/core/db/data-source';
test('drift', async () => {
  const ds = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL ?? 'sqlite::memory:', dataDir: '/tmp' });
  const log = await ds.driver.createSchemaBuilder().log();
  console.log('DRIFT', log.upQueries.map((q) => q.query).join('\n'));
  await ds.destroy();
});
