import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedCommerceIfMissing, seedIfEmpty } from './db/seed/index.ts';
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
  if (config.seedDemo) {
    await seedIfEmpty(database.db, (m) => console.log(m));
    if (await seedCommerceIfMissing(database.db))
      console.log('demo wallets, coupons and 满减 added');
  }
  return database;
}

async function serve(config: Config, database: Awaited<ReturnType<typeof openDatabase>>) {
  const kv = config.redisUrl ? redisKv(config.redisUrl) : memoryKv();
  const webDist = config.webDist ?? fileURLToPath(new URL('../../web/dist', import.meta.url));
  const app = await buildApp({
    db: database.db,
    kv,
    sms: new LogSmsProvider({ info: (obj: object, msg?: string) => app.log.info(obj, msg) }),
    webDist,
    logger: { level: config.logLevel },
    orderPayMinutes: config.orderPayMinutes,
    paySandboxSecret: config.paySandboxSecret,
    expirySweepMs: 15_000,
  });

  const close = async () => {
    await app.close();
    await kv.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);

  await app.listen({ port: config.port, host: config.host });
  return app;
}

async function main() {
  const config = readConfig();
  const where = `http://${config.host}:${config.port}`;

  if (config.workers === 1) {
    const database = await prepareDatabase(config);
    const app = await serve(config, database);
    app.log.info(`Shop ready on ${where} (${database.kind}${config.redisUrl ? ', redis' : ''})`);
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
      if (++listening === config.workers) {
        console.log(`Shop ready on ${where} (postgres, ${config.workers} processes)`);
      }
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
