const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const head = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>沙箱微信 - 药采商城</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{font-family:system-ui,"PingFang SC","Microsoft YaHei",sans-serif;background:#ededed;margin:0;color:#222}
main{max-width:420px;margin:60px auto;background:#fff;border-radius:8px;padding:32px;box-shadow:0 2px 12px rgba(0,0,0,.08);text-align:center}
h1{font-size:20px;margin:0 0 4px}p.note{color:#888;font-size:13px;margin:0 0 24px}
label{display:block;text-align:left;margin:0 0 6px;color:#555}
input{width:100%;box-sizing:border-box;font-size:16px;padding:8px 10px;border:1px solid #ccc;border-radius:4px;margin-bottom:20px}
button{font-size:16px;padding:10px 0;width:100%;border-radius:4px;border:0;cursor:pointer;margin-bottom:12px}
.ok{background:#07c160;color:#fff}.cancel{background:#f2f2f2;color:#333}
.link{background:none;color:#576b95;font-size:14px;padding:4px 0}
p.phone{color:#555;font-size:13px;background:#f7f7f7;border-radius:4px;padding:8px;margin:0 0 20px}
</style></head><body><main>`;

/** The phone's side of a scan: which phone (its WeChat user), who confirms, and for what. */
export function sandboxConfirmPage(
  qrKey: string,
  purpose: string,
  waiting: boolean,
  phone: string,
): string {
  const action = `/api/wechat/sandbox/${esc(qrKey)}`;
  const what = purpose === 'bind' ? '绑定药采商城账号' : '登录药采商城';
  return `${head}
<h1>沙箱微信</h1>
<p class="note">这是药采商城内置的模拟微信，扮演买家手机上的微信确认页，不会连接真实微信。</p>
${
  waiting
    ? `<p>药采商城申请使用你的微信身份${esc(what)}</p>
<p class="phone">本浏览器即一部沙箱手机（编号 ${esc(phone.slice(0, 6))}），同一部手机始终是同一个微信用户。</p>
<form method="post" action="${action}/confirm">
<label for="nickname">微信昵称（仅用于显示）</label>
<input id="nickname" name="nickname" maxlength="30" required value="微信用户">
<button class="ok" type="submit">确认${esc(purpose === 'bind' ? '绑定' : '登录')}</button>
</form>
<form method="post" action="${action}/cancel"><button class="cancel" type="submit">取消</button></form>
<form method="post" action="${action}/new-phone"><button class="link" type="submit">换一部手机（新的微信用户）</button></form>`
    : '<p>该二维码已使用或已失效，请在电脑上刷新二维码后重新扫码。</p>'
}
</main></body></html>`;
}

export function sandboxDonePage(message: string): string {
  return `${head}<h1>沙箱微信</h1><p>${esc(message)}</p></main></body></html>`;
}
