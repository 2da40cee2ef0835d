import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from './db/client.ts';
import { parseForm } from './http/body.ts';
import { handleError } from './http/error-handler.ts';
import { AppError } from './http/errors.ts';
import { recordRoutes } from './http/route-table.ts';
import { securityHeaders } from './http/security-headers.ts';
import { contractSerializer } from './http/serializer.ts';
import { readToken } from './http/session.ts';
import { readStaffToken } from './http/staff-session.ts';
import { accountModule } from './modules/account/index.ts';
import { addressModule } from './modules/address/index.ts';
import { afterSalesModule } from './modules/aftersales/index.ts';
import { agreementModule } from './modules/agreement/index.ts';
import { authModule } from './modules/auth/index.ts';
import { cancellationModule } from './modules/cancellation/index.ts';
import { cartModule } from './modules/cart/index.ts';
import { catalogModule } from './modules/catalog/index.ts';
import { chatModule } from './modules/chat/index.ts';
import { checkoutModule } from './modules/checkout/index.ts';
import { COMBINATION_KIND, combinationModule } from './modules/combination/index.ts';
import { COMPANY_CHANGED, companyModule } from './modules/company/index.ts';
import { contentModule } from './modules/content/index.ts';
import { favoritesModule } from './modules/favorites/index.ts';
import { feedbackModule } from './modules/feedback/index.ts';
import { flashModule, flashOffer } from './modules/flash/index.ts';
import { giftsModule, TRADEUP_KIND } from './modules/gifts/index.ts';
import { groupbuyModule } from './modules/groupbuy/index.ts';
import { inventoryModule } from './modules/inventory/index.ts';
import { invoiceModule } from './modules/invoice/index.ts';
import { mediaModule } from './modules/media/index.ts';
import { messagesModule } from './modules/messages/index.ts';
import { NEW_CUSTOMER_KIND, newCustomerModule } from './modules/new-customer/index.ts';
import { type OrderHooks, orderModule } from './modules/order/index.ts';
import {
  type PaymentService,
  type PayProviderName,
  paymentModule,
} from './modules/payment/index.ts';
import { pointsModule } from './modules/points/index.ts';
import {
  activityZoneRoutes,
  promotionModule,
  serializeActivity,
} from './modules/promotion/index.ts';
import { quickbuyModule } from './modules/quickbuy/index.ts';
import { reportsModule } from './modules/reports/index.ts';
import { settingsModule } from './modules/settings/index.ts';
import { staffModule } from './modules/staff/index.ts';
import { varietiesModule } from './modules/varieties/index.ts';
import { walletModule } from './modules/wallet/index.ts';
import { wechatModule } from './modules/wechat/index.ts';
import { welfareModule } from './modules/welfare/index.ts';
import { wheelModule } from './modules/wheel/index.ts';
import { zonesModule } from './modules/zones/index.ts';
import type { Bus } from './platform/bus.ts';
import { cacheStats, resetCacheStats } from './platform/cache-stats.ts';
import type { Kv } from './platform/kv.ts';
import type { SmsProvider } from './platform/sms.ts';

z.config(z.locales.zhCN());

export type AppDeps = {
  db: Db;
  kv: Kv;
  sms: SmsProvider;
  bus: Bus;
  /** Where buyers reach the shop (QR codes, links). */
  publicUrl: string;
  /** The built web app; served with an index.html fallback when present. */
  webDist?: string | undefined;
  /** The built console; served at /admin the same way when present. */
  adminDist?: string | undefined;
  /** Uploaded files (goods pictures), served at /uploads/; a fresh temp dir when absent (tests). */
  uploadsDir?: string | undefined;
  /** Private files (licences), never served as static files; a fresh temp dir when absent (tests). */
  filesDir?: string | undefined;
  logger?: FastifyServerOptions['logger'];
  /** An unpaid order is cancelled this long after it was placed (default 30). */
  orderPayMinutes?: number;
  /** A shipped order is completed this many days after shipping unless confirmed sooner (default 10). */
  orderConfirmDays?: number;
  payProvider?: PayProviderName;
  paySandboxSecret?: string | undefined;
  /** Signs the login device cookies; generated once and kept in the settings when unset. */
  loginDeviceSecret?: string | undefined;
  /** Runs the unpaid-order sweep every this many ms (0 = not at all; tests call it). */
  expirySweepMs?: number;
  /** Sends licence/coupon expiry notices at start and then every this many ms (0 = not at all; tests call it). */
  noticeSweepMs?: number;
  /** Answers GET /internal/cache-stats (for the benchmarks). */
  exposeCacheStats?: boolean;
  /** Reads the catalogue into memory once the server is ready (the server does; tests do not). */
  warmCatalogue?: boolean;
  cookieSecure?: boolean;
  /** Whose X-Forwarded-For to believe; off unless configured (TRUST_PROXY). */
  trustProxy?: boolean | number | string;
  /** Checks every answer against the contract's zod schema (tests). */
  validateResponses?: boolean;
};

/**
 * The shop's modules in dependency order: each is built from the services of
 * modules above it. The catalogue shows per-buyer facts owned by modules built
 * after it (favourites, cart quantities) through function ports bound here.
 */
function wire(deps: AppDeps) {
  const { db } = deps;
  const staff = staffModule({
    db,
    kv: deps.kv,
    bus: deps.bus,
    cookies: { secure: deps.cookieSecure ?? false },
  });
  // Notices other modules send in their own transactions (shipping, review, variety listed).
  const messages = messagesModule({ db });
  const notify = messages.service.notify;
  const settings = settingsModule({
    db,
    bus: deps.bus,
    audit: staff.service.audit,
    orderDefaults: {
      payMinutes: deps.orderPayMinutes ?? 30,
      confirmDays: deps.orderConfirmDays ?? 10,
    },
  });
  const wallet = walletModule({ db });
  const points = pointsModule({ db });
  const company = companyModule({
    db,
    bus: deps.bus,
    audit: staff.service.audit,
    recorded: staff.service.recorded,
    wallet: wallet.service,
    points: points.service,
    notify,
    filesDir: deps.filesDir!,
  });
  const auth = authModule({
    db,
    kv: deps.kv,
    sms: deps.sms,
    bus: deps.bus,
    company: company.service,
    cookies: { secure: deps.cookieSecure ?? false },
    notify,
    audit: staff.service.audit,
    settings: settings.service,
    deviceSecret: deps.loginDeviceSecret,
  });
  const promotion = promotionModule({ db, bus: deps.bus, audit: staff.service.audit });
  const inventory = inventoryModule();
  const welfare = welfareModule({
    db,
    bus: deps.bus,
    audit: staff.service.audit,
    wallet: {
      lock: wallet.service.lock,
      credit: wallet.service.cashBack,
      takeBack: wallet.service.cashBackTakeBack,
    },
  });
  let favorites: ReturnType<typeof favoritesModule> | undefined;
  let cart: ReturnType<typeof cartModule> | undefined;
  const catalog = catalogModule({
    db,
    bus: deps.bus,
    audit: staff.service.audit,
    inventory: inventory.service,
    uploadsDir: deps.uploadsDir!,
    ports: {
      favoriteIdsAmong: (companyId, ids) => favorites!.service.idsAmong(companyId, ids),
      cartQuantities: (userId, companyId, ids) => cart!.service.quantities(userId, companyId, ids),
      runningActivities: async (ids) =>
        new Map(
          [...(await promotion.service.runningCached(ids))].map(([g, a]) => [
            g,
            serializeActivity(a),
          ]),
        ),
      welfareGoods: (ids) => welfare.discount.runningCached(ids),
    },
  });
  favorites = favoritesModule({ db, bus: deps.bus, catalog: catalog.service });
  const content = contentModule({
    db,
    bus: deps.bus,
    audit: staff.service.audit,
    catalog: catalog.service,
    settings: settings.service,
    company: company.service,
  });
  const media = mediaModule({
    catalog: catalog.service,
    content: content.service,
    publicUrl: deps.publicUrl,
  });
  const combination = combinationModule({
    db,
    bus: deps.bus,
    audit: staff.service.audit,
    cart: () => cart!.service,
  });
  const flash = flashModule({
    db,
    kv: deps.kv,
    audit: staff.service.audit,
    goodsByIds: catalog.service.goodsByIds,
  });
  const gifts = giftsModule({ db, audit: staff.service.audit });
  const newCustomer = newCustomerModule({
    db,
    bus: deps.bus,
    audit: staff.service.audit,
    goodsByIds: catalog.service.goodsByIds,
  });
  const checkout = checkoutModule({
    catalog: catalog.service,
    promotion: promotion.service,
    settings: settings.service,
    welfare: welfare.discount,
    kinds: {
      [COMBINATION_KIND]: combination.service.kind,
      [NEW_CUSTOMER_KIND]: newCustomer.service.kind,
      [TRADEUP_KIND]: gifts.service.tradeUpKind,
    },
    offers: { 1: flashOffer },
    flash: flash.service,
    gifts: gifts.service,
  });
  cart = cartModule({
    db,
    bus: deps.bus,
    catalog: catalog.service,
    checkout: checkout.service,
    auth: auth.service,
  });
  const addresses = addressModule({ db });
  const agreement = agreementModule({ db, audit: staff.service.audit });
  // Payments are built after orders (they depend on them); a staff cancel
  // sends the money back through this port, bound once they exist.
  let payments: PaymentService | undefined;
  // 满额返 is settled where points are earned, in the completing transaction;
  // group-buy's hooks are bound below, once that module (built on orders) exists.
  const orderHooks: OrderHooks = {
    completed: (tx, o) => welfare.cashBack.settle(tx, o.id),
  };
  const orders = orderModule({
    hooks: orderHooks,
    db,
    cart: cart.service,
    goodsChanged: catalog.service.goodsChanged,
    checkout: checkout.service,
    inventory: inventory.service,
    promotion: promotion.service,
    addresses: addresses.service,
    points: points.service,
    payMinutes: async () => (await settings.service.orderRuleCached()).payMinutes,
    expanders: [combination.service.packages, gifts.service.expander],
    audit: staff.service.audit,
    refundPaid: (tx, orderId, why) => payments!.refundOrder(tx, orderId, why),
    // Called per request, after afterSales below exists.
    openAfterSales: (tx, orderId) => afterSales.service.openLines(tx, orderId),
    notify,
    contractSigned: agreement.service.assertSigned,
  });
  const invoices = invoiceModule({ db, orders: orders.service, audit: staff.service.audit });
  const afterSales = afterSalesModule({
    db,
    orders: orders.service,
    inventory: inventory.service,
    goodsChanged: catalog.service.goodsChanged,
    refundPart: (tx, orderId, fen, why) => payments!.refundPart(tx, orderId, fen, why),
    actionTimes: staff.service.actionTimes,
    audit: staff.service.audit,
    points: points.service,
    // A refund may take a company's 满额返 total under a tier.
    refunded: (tx, orderId) => welfare.cashBack.settle(tx, orderId),
    uploadsDir: deps.uploadsDir!,
  });
  const wheel = wheelModule({
    db,
    audit: staff.service.audit,
    points: points.service,
    promotion: promotion.service,
    addresses: addresses.service,
    wallet: wallet.service,
  });
  const groupbuy = groupbuyModule({
    db,
    orders: orders.service,
    checkout: checkout.service,
    addresses: addresses.service,
    goodsByIds: catalog.service.goodsByIds,
    goodsChanged: catalog.service.goodsChanged,
    goodsExists: catalog.service.existingIds,
    markGroupBuy: catalog.service.setGroupBuy,
    payMinutes: async () => (await settings.service.orderRuleCached()).payMinutes,
    refundOrder: (tx, orderId, why) => payments!.refundOrder(tx, orderId, why),
    audit: staff.service.audit,
    contractSigned: agreement.service.assertSigned,
  });
  Object.assign(orderHooks, groupbuy.orderHooks);
  const cancellation = cancellationModule({
    db,
    bus: deps.bus,
    audit: staff.service.audit,
    ports: {
      orderCounts: orders.service.statusCounts,
      balanceFen: wallet.service.balanceFen,
      cancelCompany: company.service.cancel,
      endSessions: auth.service.endCompanySessions,
      companyChanged: COMPANY_CHANGED,
    },
  });
  const account = accountModule({
    auth: auth.service,
    company: company.service,
    content: content.service,
    cartCount: cart.service.total,
    messageCount: messages.service.unread,
  });
  const varieties = varietiesModule({ db, audit: staff.service.audit, notify });
  const feedback = feedbackModule({
    db,
    kv: deps.kv,
    audit: staff.service.audit,
    notify,
    uploadsDir: deps.uploadsDir!,
  });
  const chat = chatModule({
    db,
    kv: deps.kv,
    bus: deps.bus,
    sessions: {
      buyer: async (token, companyId) =>
        (await auth.service.resolveSession(token))?.company.id === companyId,
      staff: async (token) =>
        (await staff.service.resolve(token))?.permissions.has('messages') ?? false,
      onEnded: (handler) => {
        auth.service.onRevoked(handler);
        staff.service.onRevoked(handler);
      },
    },
    audit: staff.service.audit,
    company: async (companyId) => {
      const [p, config] = await Promise.all([
        company.service.profile(companyId),
        content.service.config(),
      ]);
      if (!p) return null;
      const contact = p.contact ?? config.default_admin;
      return {
        canChat: p.company.canChat,
        contact: { name: contact?.name ?? '', phone: contact?.phone ?? '' },
      };
    },
  });
  const zones = zonesModule({
    db,
    audit: staff.service.audit,
    uploadsDir: deps.uploadsDir!,
    content: content.service,
    goodsByIds: catalog.service.goodsByIds,
  });
  return {
    auth,
    staff,
    catalog,
    orders,
    gifts,
    promotion,
    wallet,
    checkout,
    settings,
    groupbuy,
    messages,
    bindPayments: (p: PaymentService) => {
      payments = p;
    },
    routes: [
      auth.routes,
      auth.accountsRoutes,
      company.routes,
      company.controlledSalesRoutes,
      company.credentialsRoutes,
      account.routes,
      catalog.routes,
      favorites.routes,
      content.routes,
      content.helpRoutes,
      cancellation.routes,
      media.routes,
      cart.routes,
      orders.routes,
      afterSales.routes,
      addresses.routes,
      wallet.routes,
      points.routes,
      promotion.routes,
      wheel.routes,
      groupbuy.routes,
      combination.routes,
      flash.routes,
      newCustomer.routes,
      activityZoneRoutes({
        db,
        promotion: promotion.service,
        goodsByIds: catalog.service.goodsByIds,
      }),
      ...zones.routes,
      welfare.routes(catalog.service.goodsByIds),
      messages.routes,
      varieties.routes,
      feedback.routes,
      agreement.routes,
      invoices.routes,
      chat.routes,
      quickbuyModule({ db, kv: deps.kv, catalog: catalog.service, cart: cart.service }).routes,
    ],
    adminRoutes: [
      staff.adminRoutes,
      auth.adminRoutes,
      company.adminRoutes,
      company.controlledSalesAdminRoutes,
      company.credentialsAdminRoutes,
      catalog.adminRoutes,
      orders.adminRoutes,
      afterSales.adminRoutes,
      settings.adminRoutes,
      promotion.adminRoutes,
      promotion.couponTemplateAdminRoutes,
      wheel.adminRoutes,
      combination.adminRoutes,
      gifts.adminRoutes,
      newCustomer.adminRoutes,
      flash.adminRoutes,
      content.adminRoutes,
      content.helpAdminRoutes,
      cancellation.adminRoutes,
      groupbuy.adminRoutes,
      welfare.adminRoutes,
      reportsModule({ db }).adminRoutes,
      zones.adminRoutes,
      varieties.adminRoutes,
      feedback.adminRoutes,
      agreement.adminRoutes,
      invoices.adminRoutes,
      chat.adminRoutes,
    ],
  };
}

// The shop's pages pass this policy: scripts only from the shop itself; antd
// writes its styles at run time, hence inline styles.
const contentSecurityPolicy = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
  },
};

/** A hop count trusts that many proxies nearest to the server. */
function trustProxy(v: boolean | number | string | undefined) {
  if (typeof v !== 'number') return v ?? false;
  return (_address: string, hop: number) => hop < v;
}

/** Builds the whole app without listening, so tests inject requests into it. */
export async function buildApp(deps: AppDeps) {
  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxy(deps.trustProxy),
    routerOptions: { querystringParser: parseForm, maxParamLength: 200 },
    // A malformed percent-encoding or an over-long parameter gets the envelope too.
    frameworkErrors: handleError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(contractSerializer(deps.validateResponses ?? false));
  app.setErrorHandler(handleError);

  const setSecurityHeaders = securityHeaders({
    contentSecurityPolicy,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (_req, reply, done) => {
    setSecurityHeaders(reply.raw);
    done();
  });
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Answers are compressed per request: a light brotli level keeps that cheap.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(cookie);
  await app.register(formbody, { parser: parseForm, bodyLimit: 256 * 1024 });
  // The chat's sockets only receive pushes; a client's frames are small or refused.
  await app.register(websocket, { options: { maxPayload: 4096 } });

  const uploadsDir = deps.uploadsDir ?? mkdtempSync(join(tmpdir(), 'shop-uploads-'));
  const filesDir = deps.filesDir ?? mkdtempSync(join(tmpdir(), 'shop-files-'));
  const m = wire({ ...deps, uploadsDir, filesDir });
  const payment = await paymentModule({
    db: deps.db,
    orders: m.orders.service,
    wallet: m.wallet.service,
    checkout: m.checkout.service,
    settings: m.settings.service,
    provider: deps.payProvider ?? 'sandbox',
    sandboxSecret: deps.paySandboxSecret,
  });
  m.bindPayments(payment.service);
  const wechat = await wechatModule({
    db: deps.db,
    auth: m.auth.service,
    audit: m.staff.service.audit,
    settings: m.settings.service,
    sandbox: (deps.payProvider ?? 'sandbox') === 'sandbox',
    publicUrl: deps.publicUrl,
    cookies: { secure: deps.cookieSecure ?? false },
  });

  app.decorateRequest('buyer', null);
  app.decorateRequest('token', null);
  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith('/api/')) return;
    const token = readToken(req);
    if (!token || token.length > 200) return;
    req.token = token;
    req.buyer = await m.auth.service.resolveSession(token);
  });

  const routeTable = recordRoutes(app);

  // Staff sessions live apart from buyers': a buyer's token is no staff token
  // (and the reverse), since each is looked up only in its own table.
  app.decorateRequest('staff', null);
  app.decorateRequest('staffToken', null);
  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith('/admin-api/')) return;
    const token = readStaffToken(req);
    if (!token || token.length > 200) return;
    req.staffToken = token;
    req.staff = await m.staff.service.resolve(token);
  });

  for (const routes of [...m.routes, payment.routes, ...m.adminRoutes]) await app.register(routes);
  for (const routes of [wechat.routes, wechat.adminRoutes]) await app.register(routes);

  if (deps.warmCatalogue) {
    const closing = new AbortController();
    app.addHook('onReady', async () => {
      m.catalog.service.warm(closing.signal).catch((e) => {
        if (!closing.signal.aborted) app.log.warn(e, 'catalogue warm-up stopped');
      });
    });
    app.addHook('onClose', async () => closing.abort());
  }

  if (deps.exposeCacheStats) {
    app.get('/internal/cache-stats', async () => cacheStats());
    app.delete('/internal/cache-stats', async () => {
      resetCacheStats();
      return cacheStats();
    });
  }

  if (deps.expirySweepMs) {
    const timer = setInterval(() => {
      m.orders.service.expireDue().then(
        (n) => n > 0 && app.log.info(`cancelled ${n} unpaid order(s) past their payment time`),
        (e) => app.log.error(e, 'unpaid-order sweep failed'),
      );
      m.groupbuy.service.sweep().then(
        (r) =>
          r.failed + r.settled > 0 &&
          app.log.info(
            `group-buy: ${r.failed} group(s) failed, ${r.settled} member order(s) cancelled`,
          ),
        (e) => app.log.error(e, 'group-buy sweep failed'),
      );
      m.settings.service
        .orderRuleCached()
        .then((rule) => m.orders.service.completeDue(rule.confirmDays))
        .then(
          (n) => n > 0 && app.log.info(`completed ${n} order(s) nobody confirmed in time`),
          (e) => app.log.error(e, 'order completion sweep failed'),
        );
    }, deps.expirySweepMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }

  if (deps.noticeSweepMs) {
    // Idempotent (one notice per licence/coupon and threshold), so every process may run it.
    const sweep = () =>
      m.messages.service.sweepExpiring().then(
        (n) => n > 0 && app.log.info(`sent ${n} expiry notice(s)`),
        (e) => app.log.error(e, 'expiry notice sweep failed'),
      );
    app.addHook('onReady', async () => {
      void sweep();
    });
    const timer = setInterval(sweep, deps.noticeSweepMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }

  const built = (dir: string | undefined) =>
    dir && existsSync(join(dir, 'index.html')) ? dir : null;
  const webDist = built(deps.webDist);
  const adminDist = built(deps.adminDist);
  app.setNotFoundHandler(async (req, reply) => {
    // A missing file (an old asset name, a mistyped image) is a 404, not the app's HTML.
    const path = req.url.split('?')[0]!;
    if (path.startsWith('/api/') || path.startsWith('/admin-api/'))
      throw new AppError('not_found', '请求的接口不存在');
    const console = path === '/admin' || path.startsWith('/admin/');
    const dist = console ? adminDist : webDist;
    if (!dist || req.method !== 'GET' || /\.\w+$/.test(path)) {
      throw new AppError('not_found', '页面不存在');
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html', dist);
  });

  // The build wrote .br and .gz beside each asset; sent as the browser accepts.
  // Hashed asset names never change content; index.html is always revalidated.
  const staticFiles = (
    root: string,
    prefix: string,
    decorateReply: boolean,
  ): FastifyStaticOptions => ({
    root,
    prefix,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    decorateReply,
    setHeaders: (res, path) => {
      res.setHeader(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  // Uploads are read as they come (wildcard), unlike the builds' fixed file lists.
  mkdirSync(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    // Every upload gets a new random name, so a name's content never changes.
    setHeaders: (res) => res.setHeader('cache-control', 'public, max-age=31536000, immutable'),
  });
  if (webDist) await app.register(fastifyStatic, staticFiles(webDist, '/', true));
  if (adminDist) await app.register(fastifyStatic, staticFiles(adminDist, '/admin/', !webDist));

  return Object.assign(app, {
    routeTable,
    /** Every staff route and what it demands, for the permission matrix test. */
    staffRoutes: routeTable.filter((r) => r.url.startsWith('/admin-api/')),
    services: {
      orders: m.orders.service,
      payment: payment.service,
      promotion: m.promotion.service,
      groupbuy: m.groupbuy.service,
      gifts: m.gifts.service,
      messages: m.messages.service,
    },
  });
}

export type App = Awaited<ReturnType<typeof buildApp>>;
