import { formatYuan } from '@shop/domain';
import type { OrderRow } from '../order/index.ts';
import type { PaymentRow } from './repo.ts';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The sandbox gateway's cashier page: it plays the bank, so payments can be tried end to end. */
export function sandboxPage(pay: PaymentRow, order: OrderRow): string {
  const done = pay.status !== 'pending';
  const action = `/api/pay/sandbox/${esc(pay.tradeNo)}`;
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>沙箱收银台 - 药采商城</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{font-family:system-ui,"PingFang SC","Microsoft YaHei",sans-serif;background:#f3f5f8;margin:0;color:#222}
main{max-width:480px;margin:80px auto;background:#fff;border-radius:8px;padding:32px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 4px}p.note{color:#888;font-size:13px;margin:0 0 24px}
dl{display:grid;grid-template-columns:96px 1fr;gap:10px 12px;margin:0 0 28px}dt{color:#666}dd{margin:0}
.amount{color:#e4393c;font-size:28px;font-weight:600}
form{display:inline}button{font-size:16px;padding:10px 28px;border-radius:4px;border:1px solid #1677ff;cursor:pointer;margin-right:12px}
.pay{background:#1677ff;color:#fff}.cancel{background:#fff;color:#1677ff}
</style></head><body><main>
<h1>沙箱收银台</h1>
<p class="note">这是药采商城内置的模拟支付通道，不会产生真实扣款。</p>
<dl>
<dt>收款方</dt><dd>药采商城</dd>
<dt>订单编号</dt><dd>${esc(order.orderNo)}</dd>
<dt>支付单号</dt><dd>${esc(pay.tradeNo)}</dd>
<dt>应付金额</dt><dd class="amount">¥${formatYuan(pay.amountFen)}</dd>
</dl>
${
  done
    ? '<p>该支付单已处理。</p>'
    : `<form method="post" action="${action}/confirm"><button class="pay" type="submit">确认支付</button></form>
<form method="post" action="${action}/cancel"><button class="cancel" type="submit">取消支付</button></form>`
}
</main></body></html>`;
}

/** The bank asks the payer to sign in first; the shop's login brings them back here. */
export function sandboxLoginPage(back: string): string {
  const login = `/login?redirect=${encodeURIComponent(back)}`;
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>沙箱收银台 - 药采商城</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,"PingFang SC","Microsoft YaHei",sans-serif;background:#f3f5f8;margin:0;color:#222}
main{max-width:480px;margin:80px auto;background:#fff;border-radius:8px;padding:32px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
a{color:#1677ff}</style></head><body><main>
<h1>沙箱收银台</h1>
<p>请先登录付款企业的药采商城账号，再确认支付。</p>
<p><a href="${esc(login)}">登录后继续支付</a></p>
</main></body></html>`;
}
