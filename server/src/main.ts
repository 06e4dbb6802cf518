import 'reflect-metadata';
import { createServer } from 'node:http';
import { createApp } from './app';
import { loadConfig } from './core/config';
import { openDatabase } from './core/db/data-source';
import { engineOf } from './core/db/engine';
import { seedDatabase } from './seed/seed';

async function main(): Promise<void> {
  const config = loadConfig();
  const ds = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await seedDatabase(ds, {
    adminEmail: config.adminEmail,
    adminPassword: config.adminPassword,
    bcryptCost: config.bcryptCost,
  });

  const httpServer = createServer();
  const { app, stop } = await createApp(ds, config, httpServer);
  httpServer.on('request', app);
  await new Promise<void>((resolve) => httpServer.listen(config.port, resolve));
  console.log(`CRM escuchando en http://localhost:${config.port} (base de datos: ${engineOf(config.databaseUrl)})`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: cerrando…`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await stop(); // drains in-flight GraphQL requests and closes the HTTP server
    await new Promise<void>((resolve) => httpServer.close(() => resolve()));
    await ds.destroy();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((e) => {
  console.error('No se pudo iniciar el servidor:', e);
  process.exit(1);
});
