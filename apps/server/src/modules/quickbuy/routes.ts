import {
  envelope,
  FAST_BUY_MAX_BYTES,
  fastBuyCartBody,
  fastBuyCartResult,
  fastBuyItem,
  fastBuyMatchResult,
  fastBuyPasteBody,
  fastBuyQuery,
  page,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { acceptUploads, readUpload, upload } from '../../http/multipart.ts';
import { mustLogin, requireBuyer } from '../../http/session.ts';
import { type Cell, parseCsv, readSheet } from '../catalog/index.ts';
import { type QuickbuyService, TEMPLATE_HEADER } from './service.ts';

/** What a list of at most 500 rows may unpack to: any logged-in buyer can upload one. */
const FAST_BUY_MAX_UNPACKED = 8 * 1024 * 1024;

/** The template: UTF-8 with a BOM, so Excel shows the Chinese header. */
const TEMPLATE = `\uFEFF${[TEMPLATE_HEADER.join(','), ',,阿莫西林胶囊,20', ',,板蓝根颗粒,10'].join(
  '\r\n',
)}\r\n`;

/** Quick purchase (/kjcg): what the company bought, and a list matched against the catalogue. */
export function quickbuyRoutes(quickbuy: QuickbuyService): FastifyPluginAsyncZod {
  return async (app) => {
    await acceptUploads(app);
    const auth = { preValidation: mustLogin };

    app.get(
      '/api/user/fast-buy',
      {
        ...auth,
        schema: { querystring: fastBuyQuery, response: { 200: envelope(page(fastBuyItem)) } },
      },
      async (req) => ok(await quickbuy.bought(requireBuyer(req), req.query.page, req.query.order)),
    );

    app.post(
      '/api/user/fast-buy/cart',
      {
        ...auth,
        schema: { body: fastBuyCartBody, response: { 200: envelope(fastBuyCartResult) } },
      },
      async (req) => {
        const r = await quickbuy.addToCart(requireBuyer(req), req.body.items);
        return ok(r, `已加入购物车 ${r.added} 种商品`);
      },
    );

    // A CSV (UTF-8 with or without BOM, or GB18030 as Excel saves it) or an
    // .xlsx, told apart by their bytes; at most 1 MB and 500 rows.
    app.post(
      '/api/user/fast-buy/upload',
      {
        ...auth,
        ...upload({ maxBytes: FAST_BUY_MAX_BYTES, what: '文件', accepts: ' csv 或 xlsx 文件' }),
        schema: { response: { 200: envelope(fastBuyMatchResult) } },
      },
      async (req) => {
        const buyer = requireBuyer(req);
        await quickbuy.admit(buyer);
        const { bytes, filename } = await readUpload(req);
        const cells: Cell[][] = await readSheet(bytes, filename, FAST_BUY_MAX_UNPACKED);
        return ok(await quickbuy.match(buyer, cells), '已匹配');
      },
    );

    app.post(
      '/api/user/fast-buy/paste',
      {
        ...auth,
        schema: { body: fastBuyPasteBody, response: { 200: envelope(fastBuyMatchResult) } },
      },
      async (req) => {
        const buyer = requireBuyer(req);
        await quickbuy.admit(buyer);
        // Pasted from a spreadsheet the columns are tab-separated; from a CSV, commas.
        const text = req.body.text.includes('\t')
          ? req.body.text.replace(/\t/g, ',')
          : req.body.text;
        return ok(await quickbuy.match(buyer, parseCsv(text)), '已匹配');
      },
    );

    app.get('/api/user/fast-buy/template', async (_req, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="kjcg-template.csv"; filename*=UTF-8''${encodeURIComponent('快捷采购模板.csv')}`,
        )
        .send(TEMPLATE),
    );
  };
}
