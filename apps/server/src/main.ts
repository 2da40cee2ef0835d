import cluster from 'node:cluster';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { startBanner } from './banner.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedMissing } from './demo/index.ts';
import { loggerOptions } from './http/request-log.ts';
import { type Bus, memoryBus, postgresBus, redisBus } from './platform/bus.ts';
import { memoryKv, redisKv } from './platform/kv.ts';
import { LogSmsProvider } from './platform/sms.ts';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
}

/** Migrations and the demo seed run once, before any process serves. */
async function prepareDatabase(config: Config) {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  if (config.seedDemo)
    await seedMissing(database.db, {
      filesDir: join(config.dataDir, 'files'),
      log: (m) => console.log(m),
    });
  return database;
}

function busFor(config: Config): Bus {
  if (config.redisUrl) return redisBus(config.redisUrl);
  if (config.databaseUrl && config.workers > 1) return postgresBus(config.databaseUrl);
  return memoryBus();
}

async function serve(config: Config, database: Awaited<ReturnType<typeof openDatabase>>) {
  // Several processes without Redis count apart: their counters must not refuse (kv.shared).
  const kv = config.redisUrl ? redisKv(config.redisUrl) : memoryKv(Date.now, config.workers === 1);
  const bus = busFor(config);
  const webDist = config.webDist ?? fileURLToPath(new URL('../../web/dist', import.meta.url));
  const adminDist = config.adminDist ?? fileURLToPath(new URL('../../admin/dist', import.meta.url));
  const app = await buildApp({
    db: database.db,
    kv,
    bus,
    sms: new LogSmsProvider((line) => app.log.info(line)),
    webDist,
    adminDist,
    uploadsDir: join(config.dataDir, 'uploads'),
    filesDir: join(config.dataDir, 'files'),
    publicUrl: config.publicUrl,
    logger: loggerOptions(config.logLevel, Boolean(process.stdout.isTTY)),
    orderPayMinutes: config.orderPayMinutes,
    orderConfirmDays: config.orderConfirmDays,
    payProvider: config.payProvider,
    paySandboxSecret: config.paySandboxSecret,
    runJobs: true,
    loginDeviceSecret: config.loginDeviceSecret,
    exposeCacheStats: config.exposeCacheStats,
    warmCatalogue: true,
    cookieSecure: config.cookieSecure,
    trustProxy: config.trustProxy,
  });
  if (config.payProvider === 'sandbox')
    app.log.warn('online payments go to the sandbox provider: no real money moves (PAY_PROVIDER)');

  const close = async () => {
    await app.close();
    await Promise.all([kv.close(), bus.close()]);
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);

  await app.listen({ port: config.port, host: config.host });
  return app;
}

function banner(config: Config, database: string) {
  // Asked to be quiet (LOG_LEVEL warn and above), the server says nothing it need not.
  if (!['info', 'debug', 'trace'].includes(config.logLevel)) return;
  console.log(
    startBanner({
      url: config.publicUrl,
      database,
      processes: config.workers,
      redis: Boolean(config.redisUrl),
      demo: config.seedDemo,
      payProvider: config.payProvider,
    }),
  );
}

async function main() {
  const config = readConfig();

  if (config.workers === 1) {
    const database = await prepareDatabase(config);
    await serve(config, database);
    banner(config, database.kind === 'pglite' ? `embedded (${config.dataDir})` : 'PostgreSQL');
    return;
  }

  if (cluster.isPrimary) {
    await (await prepareDatabase(config)).close();
    if (!config.redisUrl) {
      console.warn('WORKERS > 1 without REDIS_URL: login throttling counts per process');
    }
    for (let i = 0; i < config.workers; i++) cluster.fork();
    // A worker that dies is replaced; the others keep serving meanwhile.
    cluster.on('exit', (worker, code, signal) => {
      if (signal === 'SIGTERM' || signal === 'SIGINT') return;
      console.error(`worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
      cluster.fork();
    });
    const stop = () => {
      for (const w of Object.values(cluster.workers ?? {})) w?.kill('SIGTERM');
      process.exit(0);
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
    let listening = 0;
    cluster.on('listening', () => {
      if (++listening === config.workers) banner(config, 'PostgreSQL');
    });
    return;
  }

  const database = await openDatabase({ databaseUrl: config.databaseUrl });
  await serve(config, database);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
