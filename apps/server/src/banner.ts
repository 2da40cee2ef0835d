import { DEMO_PASSWORD, demoAccounts, demoStaff, demoSubAccount } from './demo/index.ts';

/** What a newcomer needs after `npm start`: where to go, how to log in, what it runs on. */
export function startBanner(o: {
  url: string;
  database: string;
  processes: number;
  redis: boolean;
  demo: boolean;
  payProvider: string;
}): string {
  const lines = [
    '',
    `  药采商城 is running`,
    `    shop      ${o.url}`,
    `    console   ${o.url}/admin`,
    `    database  ${o.database}${o.redis ? ' + Redis' : ''}${o.processes > 1 ? `, ${o.processes} processes` : ''}`,
    `    payments  ${o.payProvider === 'sandbox' ? 'sandbox (no real money; its cashier page plays the bank)' : 'online payment off (balance only)'}`,
  ];
  if (o.demo) {
    lines.push(`    demo      password ${DEMO_PASSWORD} for:`);
    for (const a of demoAccounts)
      lines.push(`                ${a.username.padEnd(9)} ${a.company}（${a.role}）`);
    lines.push(
      `                ${demoSubAccount.username} ${demoAccounts[0].username} 的子账号（${demoSubAccount.name}：可下单，不能支付）`,
    );
    lines.push(
      `    staff     same password, in the console: ${demoStaff.map((s) => s.username).join(', ')}`,
    );
  }
  lines.push('');
  return lines.join('\n');
}
