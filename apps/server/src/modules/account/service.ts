import type { Db } from '../../db/client.ts';
import { loginRequired } from '../../http/errors.ts';
import type { Buyer } from '../../http/session.ts';
import type { ContentService } from '../content/service.ts';
import { accountRepo } from './repo.ts';

const maskMobile = (m: string) => m.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2');

export function accountService(
  db: Db,
  content: ContentService,
  cartCount: (buyer: Buyer) => Promise<number>,
) {
  const repo = accountRepo(db);
  return {
    /** The user state of spec section 3. */
    async info(buyer: Buyer, token: string | null) {
      const [p, config, cart] = await Promise.all([
        repo.profile(buyer.userId, buyer.companyId),
        content.config(),
        cartCount(buyer),
      ]);
      if (!p) throw loginRequired();
      const { user, company, contact } = p;
      const admin = contact
        ? { name: contact.name, phone: contact.phone, is_default: contact.isDefault ? 1 : 0 }
        : config.default_admin;
      return {
        show: 1,
        username: user.username,
        is_lszh: company.isChain ? 1 : 0,
        name: user.name || company.contactName,
        phone: maskMobile(user.mobile),
        company: company.name,
        face: '',
        rank: p.rankName ?? '',
        rank_id: company.rankId,
        admin,
        address: [company.region, company.address].filter(Boolean).join(' '),
        is_passed: company.review === 'approved' ? 1 : 0,
        review: company.review,
        points: company.points,
        cart,
        // Messages arrive with the message centre; until then there are none.
        message_count: 0,
        wechat: '',
        common_config: {
          hot_line: config.site.hot_line,
          qq1: config.site.qq1,
          qq2: config.site.qq2,
        },
        quality_inspection: config.quality_inspection,
        login_url: '/login',
        is_show_youx: company.showPreferred ? 1 : 0,
        is_special: company.isSpecial ? 1 : 0,
        is_can_chat: company.canChat ? 1 : 0,
        token,
      };
    },
  };
}

export type AccountService = ReturnType<typeof accountService>;
