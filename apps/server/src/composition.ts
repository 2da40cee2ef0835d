import { chatPorts } from './chat-ports.ts';
import { noticesWiring, standingListsWiring } from './lists-wiring.ts';
import { accountModule } from './modules/account/index.ts';
import { addressModule } from './modules/address/index.ts';
import {
  afterSaleRefunds,
  afterSalesModule,
  openAfterSaleLines,
} from './modules/aftersales/index.ts';
import { agreementModule } from './modules/agreement/index.ts';
import { authModule } from './modules/auth/index.ts';
import { cancellationModule } from './modules/cancellation/index.ts';
import { carriersModule } from './modules/carriers/index.ts';
import { cartModule, cartQuantities } from './modules/cart/index.ts';
import { catalogModule, readSheet } from './modules/catalog/index.ts';
import { chatModule } from './modules/chat/index.ts';
import { checkoutModule, checkoutRegistry } from './modules/checkout/index.ts';
import { combinationModule } from './modules/combination/index.ts';
import { COMPANY_CHANGED, companyModule } from './modules/company/index.ts';
import { contentModule } from './modules/content/index.ts';
import { receivables } from './modules/credit/index.ts';
import { favoriteSets } from './modules/favorites/index.ts';
import { feedbackModule } from './modules/feedback/index.ts';
import { flashModule } from './modules/flash/index.ts';
import { giftsModule } from './modules/gifts/index.ts';
import { groupbuyModule } from './modules/groupbuy/index.ts';
import { buyerLotReports, gspPapersModule } from './modules/gsp-papers/index.ts';
import { inventoryModule, lotsModule } from './modules/inventory/index.ts';
import { invoiceModule } from './modules/invoice/index.ts';
import { mediaModule } from './modules/media/index.ts';
import { messagesModule } from './modules/messages/index.ts';
import { newCustomerModule } from './modules/new-customer/index.ts';
import { allRefunds, orderEvents, orderModule } from './modules/order/index.ts';
import { pointsModule } from './modules/points/index.ts';
import {
  activityZoneModule,
  promotionModule,
  serializeActivity,
} from './modules/promotion/index.ts';
import { qualificationModule } from './modules/qualification/index.ts';
import { qualityModule } from './modules/quality/index.ts';
import { quickbuyModule } from './modules/quickbuy/index.ts';
import { reportsModule } from './modules/reports/index.ts';
import { settingsModule } from './modules/settings/index.ts';
import { staffModule } from './modules/staff/index.ts';
import { traceModule } from './modules/trace/index.ts';
import { transfersAwaitingFinance } from './modules/transfer/index.ts';
import { varietiesModule } from './modules/varieties/index.ts';
import { walletModule } from './modules/wallet/index.ts';
import { wechatModule } from './modules/wechat/index.ts';
import { welfareDiscount, welfareModule } from './modules/welfare/index.ts';
import { wheelModule } from './modules/wheel/index.ts';
import { zonesModule } from './modules/zones/index.ts';
import { moneyBeforeOrders, payWiring } from './pay-wiring.ts';
import type { ShopDeps } from './shop-deps.ts';

export type { ShopDeps } from './shop-deps.ts';

/**
 * Builds every module once, each after everything it needs, in one pass.
 * Where a lower module needs a higher one (docs/architecture.md, "Module
 * shape and composition"), either the higher module's folder exports the
 * small part needed, which needs nothing above the lower module, and it is
 * built here first (favourite ids, cart quantities, 94折 goods, open
 * after-sales lines, payment refunds, the activity zone the other way
 * round), or the lower module publishes in-transaction events that the
 * higher one subscribes to (orderEvents). Promotions and the compliance rules
 * join a purchase by registering in checkout's registry (docs/architecture.md,
 * "Line kinds"), which checkout reads on each call.
 */
export async function composeModules(deps: ShopDeps) {
  const { db, kv, bus, filesDir } = deps;
  const cookies = { secure: deps.cookieSecure };
  const staff = staffModule({ db, kv, bus, cookies });
  const audit = staff.service.audit;
  // Notices other modules send in their own transactions (shipping, review, variety listed).
  const messages = messagesModule({ db });
  const notify = messages.service.notify;
  const settings = settingsModule({
    db,
    bus,
    audit,
    orderDefaults: { payMinutes: deps.orderPayMinutes, confirmDays: deps.orderConfirmDays },
  });
  const orderRule = () => settings.service.orderRuleCached();
  const wallet = walletModule({ db });
  const points = pointsModule({ db });
  const company = companyModule({
    db,
    bus,
    audit,
    recorded: staff.service.recorded,
    wallet: wallet.service,
    points: points.service,
    notify,
    filesDir,
  });
  const auth = authModule({
    db,
    kv,
    sms: deps.sms,
    bus,
    company: company.service,
    cookies,
    notify,
    audit,
    settings: settings.service,
    deviceSecret: deps.loginDeviceSecret,
  });
  const registry = checkoutRegistry();
  const promotion = promotionModule({ db, bus, audit, registry });
  const inventory = inventoryModule();
  // What orders announce inside their transactions: 满额返, group-buy, 追溯码 and 质量管理 subscribe.
  const ordersAnnounce = orderEvents();

  // What goods objects show but modules built on the catalogue own: their lookups come first.
  const favoriteIds = favoriteSets(db, bus);
  const cartNumbers = cartQuantities(db, bus);
  const discount = welfareDiscount(db, bus);
  const catalog = catalogModule({
    db,
    bus,
    audit,
    inventory: inventory.service,
    uploadsDir: deps.uploadsDir,
    ports: {
      favoriteIdsAmong: favoriteIds.idsAmong,
      cartQuantities: cartNumbers.among,
      runningActivities: async (ids) =>
        new Map(
          [...(await promotion.service.runningCached(ids))].map(([g, a]) => [
            g,
            serializeActivity(a),
          ]),
        ),
      welfareGoods: (ids) => discount.runningCached(ids),
    },
  });
  const goodsByIds = catalog.service.goodsByIds;
  const lots = lotsModule({
    db,
    audit,
    filesDir,
    goodsChanged: catalog.service.goodsChanged,
    readSheet,
  });
  // 质量管理: freezing and recalling lots (inventory writes them, messages the notices); no frozen unit ships.
  const quality = qualityModule({
    db,
    audit,
    notify,
    inventory: inventory.service,
    goodsChanged: catalog.service.goodsChanged,
    orderEvents: ordersAnnounce,
  });
  // 首营资料 (reads goods, writes its own tables), with the 药检报告 of lots the company received.
  const papers = buyerLotReports({ db, filesDir });
  const qualification = qualificationModule({ db, audit, filesDir, morePapers: papers.ofGoods });
  // 到货通知 / 降价通知 hear goods changes; a new favourite's price is where its drops count from.
  const { notices, favorites } = noticesWiring({ db, catalog, notify, sets: favoriteIds });
  const content = contentModule({
    db,
    bus,
    audit,
    catalog: catalog.service,
    settings: settings.service,
    company: company.service,
  });
  const media = mediaModule({
    catalog: catalog.service,
    content: content.service,
    publicUrl: deps.publicUrl,
  });
  const activityZone = activityZoneModule({ db, promotion: promotion.service, goodsByIds });
  const welfare = welfareModule({
    db,
    bus,
    audit,
    discount,
    goodsByIds,
    orderEvents: ordersAnnounce,
    registry,
    wallet: {
      lock: wallet.service.lock,
      credit: wallet.service.cashBack,
      takeBack: wallet.service.cashBackTakeBack,
    },
  });
  const flash = flashModule({ db, kv, audit, goodsByIds, registry });
  const gifts = giftsModule({ db, audit, registry });
  const newCustomer = newCustomerModule({ db, bus, audit, goodsByIds, registry });
  const checkout = checkoutModule({
    db,
    catalog: catalog.service,
    settings: settings.service,
    registry,
  });
  const cart = cartModule({
    db,
    quantities: cartNumbers,
    catalog: catalog.service,
    checkout: checkout.service,
    auth: auth.service,
  });
  const combination = combinationModule({ db, bus, audit, cart: cart.service, registry });

  const addresses = addressModule({ db });
  const agreement = agreementModule({ db, audit });
  const carriers = carriersModule({ db, audit });
  // Money going back needs no orders; paying (which marks them paid) is built on them.
  const { provider, credit, refunds, payPassword } = await moneyBeforeOrders({
    ...{ db, audit, wallet: wallet.service, settings: settings.service, deps },
    codes: auth.service,
  });
  const orders = orderModule({
    events: ordersAnnounce,
    db,
    cart: cart.service,
    goodsChanged: catalog.service.goodsChanged,
    checkout: checkout.service,
    inventory: inventory.service,
    addresses: addresses.service,
    points: points.service,
    payMinutes: async () => (await orderRule()).payMinutes,
    confirmDays: async () => (await orderRule()).confirmDays,
    registry,
    audit,
    refundPaid: refunds.refundOrder,
    openAfterSales: openAfterSaleLines,
    refundsOf: allRefunds([afterSaleRefunds, refunds.refundedOf]),
    notify,
    contractSigned: agreement.service.assertSigned,
    carriers: carriers.service,
  });
  // 药品追溯码: follows the orders' shipping (codes complete, then the 出库单 upload).
  const trace = traceModule({
    db,
    audit,
    orderEvents: ordersAnnounce,
    supplier: qualification.service.supplier,
    provider: deps.traceUpload,
  });
  const { transfer, payment } = payWiring({
    ...{ db, filesDir, audit, notify, wallet: wallet.service, payPassword },
    ...{ orders: orders.service, events: ordersAnnounce, credit: credit.service },
    ...{ checkout: checkout.service, provider },
  });
  const invoices = invoiceModule({ db, orders: orders.service, audit });
  // The 随货同行单 of each parcel, the lot reports' files (reads orders, lots, the supplier).
  const gspPapers = gspPapersModule({ db, lotReports: papers, qualification, settings });
  const afterSales = afterSalesModule({
    db,
    orders: orders.service,
    inventory: inventory.service,
    goodsChanged: catalog.service.goodsChanged,
    refundPart: refunds.refundPart,
    actionTimes: staff.service.actionTimes,
    audit,
    points: points.service,
    // A refund may take a company's 满额返 total under a tier.
    refunded: welfare.service.cashBack.settle,
    notify,
    returnAddress: settings.service.returnAddress,
    uploadsDir: deps.uploadsDir,
  });
  const wheel = wheelModule({
    db,
    audit,
    points: points.service,
    promotion: promotion.service,
    addresses: addresses.service,
    wallet: wallet.service,
  });
  const groupbuy = groupbuyModule({
    db,
    orders: orders.service,
    orderEvents: ordersAnnounce,
    checkout: checkout.service,
    addresses: addresses.service,
    goodsByIds,
    goodsChanged: catalog.service.goodsChanged,
    goodsExists: catalog.service.existingIds,
    markGroupBuy: catalog.service.setGroupBuy,
    payMinutes: async () => (await orderRule()).payMinutes,
    refundOrder: refunds.refundOrder,
    audit,
    contractSigned: agreement.service.assertSigned,
  });
  const cancellation = cancellationModule({
    db,
    bus,
    audit,
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
  const varieties = varietiesModule({ db, audit, notify });
  const feedback = feedbackModule({ db, kv, audit, notify, uploadsDir: deps.uploadsDir });
  const chat = chatModule({
    db,
    kv,
    bus,
    audit,
    ...chatPorts({
      auth: auth.service,
      staff: staff.service,
      company: company.service,
      content: content.service,
    }),
  });
  const zones = zonesModule({
    db,
    audit,
    uploadsDir: deps.uploadsDir,
    content: content.service,
    goodsByIds,
  });
  const quickbuy = quickbuyModule({ db, kv, catalog: catalog.service, cart: cart.service });
  const reports = reportsModule({
    db,
    finance: { transfers: () => transfersAwaitingFinance(db), credit: () => receivables(db) },
  });
  const standingLists = standingListsWiring({ db, catalog, cart, orders });
  const wechat = await wechatModule({
    db,
    auth: auth.service,
    audit,
    settings: settings.service,
    sandbox: deps.payProvider === 'sandbox',
    publicUrl: deps.publicUrl,
    cookies,
  });

  return {
    staff,
    messages,
    settings,
    wallet,
    credit,
    points,
    company,
    auth,
    promotion,
    inventory,
    catalog,
    lots,
    quality,
    qualification,
    favorites,
    content,
    media,
    activityZone,
    welfare,
    flash,
    gifts,
    newCustomer,
    checkout,
    cart,
    combination,
    addresses,
    agreement,
    carriers,
    orders,
    trace,
    payPassword,
    transfer,
    payment,
    invoices,
    gspPapers,
    afterSales,
    wheel,
    groupbuy,
    cancellation,
    account,
    varieties,
    feedback,
    chat,
    zones,
    quickbuy,
    reports,
    wechat,
    standingLists,
    notices,
  };
}

export type Modules = Awaited<ReturnType<typeof composeModules>>;
