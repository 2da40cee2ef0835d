import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { afterSales, orderLines } from '../../db/schema/index.ts';
import {
  apply,
  auditCount,
  b,
  get,
  json,
  key,
  paidOrder,
  post,
  staff,
  t,
  useAftersalesApp,
} from '../../test/aftersales-scene.ts';
import { makeGoods } from '../../test/buyers.ts';

// What a buyer may ask for: no more than bought (declined and cancelled
// requests give it back), paid orders only, valid input, its own photos.

useAftersalesApp();

describe('claims', () => {
  it('refuses more than bought, also across requests and concurrently; decline and cancel give it back', async () => {
    const { id, lines } = await paidOrder(b, [5]);
    const line = lines[0]!;
    expect((await apply(b, id, { lines: [{ id: line.id, number: 6 }] })).statusCode).toBe(422);
    const answers = await Promise.all(
      [1, 2, 3].map(() => apply(b, id, { lines: [{ id: line.id, number: 3 }] })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const first = answers.find((a) => a.statusCode === 200)!.json().data.id as number;
    const second = (await apply(b, id, { lines: [{ id: line.id, number: 2 }] })).json().data.id;
    expect((await apply(b, id, { lines: [{ id: line.id, number: 1 }] })).statusCode).toBe(409);
    const [l] = await t.db.select().from(orderLines).where(eq(orderLines.id, line.id));
    expect(l!.claimedQuantity).toBe(5);

    // Declining needs a reason; then the 3 are free again.
    expect(
      (await json(`/admin-api/after-sales/${first}/decline`, staff.service!, {})).statusCode,
    ).toBe(422);
    const declined = await json(`/admin-api/after-sales/${first}/decline`, staff.service!, {
      note: '照片不清晰',
    });
    expect(declined.json().data).toMatchObject({ status: 'declined', review_note: '照片不清晰' });
    expect(await auditCount(first, 'aftersale.decline')).toBe(1);
    // The buyer cancels the other one while it waits.
    const cancelled = await post(`/api/after-sales/${second}/cancel`, b.headers);
    expect(cancelled.json().data.status_text).toBe('已取消');
    expect((await post(`/api/after-sales/${second}/cancel`, b.headers)).statusCode).toBe(409);
    const [after] = await t.db.select().from(orderLines).where(eq(orderLines.id, line.id));
    expect(after!.claimedQuantity).toBe(0);
    expect((await apply(b, id, { lines: [{ id: line.id, number: 5 }] })).statusCode).toBe(200);
  });

  it('refuses unpaid orders', async () => {
    const g = await makeGoods(t.db, { midPackQuantity: 1 });
    await post('/api/cart', b.headers, { goods_id: g, number: 1 });
    const ids = (await get('/api/cart/list', b.headers))
      .json()
      .data.data.map((l: { id: number }) => l.id);
    const id = (
      await post('/api/order/create', b.headers, { ids, address_id: b.addressId, key: key('o') })
    ).json().data.id;
    const [l] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, id));
    expect((await apply(b, id, { lines: [{ id: l!.id, number: 1 }] })).statusCode).toBe(409);
    expect((await get(`/api/order/${id}/after-sales`, b.headers)).json().data.can_apply).toBe(
      false,
    );
  });

  it('answers 422 for bad input and writes nothing', async () => {
    const { id, lines } = await paidOrder(b, [2]);
    const { lines: foreign } = await paidOrder(b, [1]);
    const l = lines[0]!.id;
    const cases: [object, string][] = [
      [{ lines: [{ id: l, number: 0 }] }, 'lines.0.number'],
      [{ lines: [{ id: l, number: 3 }] }, 'lines.0.number'],
      [{ lines: [{ id: foreign[0]!.id, number: 1 }] }, 'lines.0.id'],
      [{ lines: [{ id: l, number: 1 }], reason: '  ' }, 'reason'],
      [{ lines: [{ id: l, number: 1 }], kind: 'swap' }, 'kind'],
      [{ lines: [] }, 'lines'],
      [
        {
          lines: [
            { id: l, number: 1 },
            { id: l, number: 1 },
          ],
        },
        'lines',
      ],
      [{ lines: [{ id: l, number: '1.5' }] }, 'lines.0.number'],
      [
        {
          lines: [{ id: l, number: 1 }],
          photos: Array.from(
            { length: 6 },
            (_, i) => `/uploads/after-sales/${String(i).repeat(32)}.jpg`,
          ),
        },
        'photos',
      ],
      [{ lines: [{ id: l, number: 1 }], photos: ['https://evil.example/x.jpg'] }, 'photos.0'],
      [
        { lines: [{ id: l, number: 1 }], photos: [`/uploads/after-sales/${'a'.repeat(32)}.jpg`] },
        'photos.0',
      ],
      [{ lines: [{ id: l, number: 1 }], key: 'bad key!' }, 'key'],
      [{ lines: [{ id: l, number: 1 }], extra: 1 }, ''],
    ];
    for (const [body, field] of cases) {
      const r = await apply(b, id, body as never);
      expect(r.statusCode, `${JSON.stringify(body)} ${r.body}`).toBe(422);
      if (field) expect(Object.keys(r.json().errors ?? {}), r.body).toContain(field);
    }
    const rows = await t.db.select().from(afterSales).where(eq(afterSales.orderId, id));
    expect(rows).toHaveLength(0);
    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.id, l));
    expect(line!.claimedQuantity).toBe(0);
  });
});

describe('photos', () => {
  it('stores an uploaded photo as a JPEG of at most 1600 px and serves it', async () => {
    const png = await sharp({
      create: { width: 3000, height: 1000, channels: 3, background: { r: 200, g: 10, b: 10 } },
    })
      .png()
      .toBuffer();
    const upload = (buf: Buffer, type: string, headers = b.headers) => {
      const boundary = 'xBOUNDARYx';
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a"\r\nContent-Type: ${type}\r\n\r\n`,
        ),
        buf,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return t.app.inject({
        method: 'POST',
        url: '/api/upload/after-sale-photo',
        headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: body,
      });
    };
    const r = await upload(png, 'image/png');
    expect(r.json().code, r.body).toBe(10000);
    const url = r.json().data.url as string;
    expect(url).toMatch(/^\/uploads\/after-sales\/[a-f0-9]{32}\.jpg$/);
    const served = await t.app.inject({ url });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1600, 533]);
    expect((await upload(Buffer.from('not an image'), 'image/png')).statusCode).toBe(422);
    expect((await upload(png, 'image/png', {})).statusCode).toBe(401);

    const { id, lines } = await paidOrder(b, [1]);
    const made = await apply(b, id, { lines: [{ id: lines[0]!.id, number: 1 }], photos: [url] });
    expect(made.json().data.photos).toEqual([url]);
  });
});
