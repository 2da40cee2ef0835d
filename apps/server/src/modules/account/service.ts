import type { UserInfo } from '@shop/contract';
import { loginRequired } from '../../http/errors.ts';
import type { Buyer } from '../../http/session.ts';
import type { AuthService } from '../auth/index.ts';
import type { CompanyService } from '../company/index.ts';
import type { ContentService } from '../content/index.ts';

const maskMobile = (m: string) => m.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2');

type Deps = {
  auth: AuthService;
  company: CompanyService;
  content: ContentService;
  cartCount: (buyer: Buyer) => Promise<number>;
  /** Unread messages the buyer may see (the message centre's count). */
  messageCount: (buyer: Buyer) => Promise<number>;
};

/** The user state of spec section 3, put together from the modules that own its parts. */
export function accountService({ auth, company, content, cartCount, messageCount }: Deps) {
  return {
    async info(buyer: Buyer, token: string | null): Promise<UserInfo> {
      const [user, profile, config, cart, messages] = await Promise.all([
        auth.user(buyer.user.id),
        company.profile(buyer.company.id),
        content.config(),
        cartCount(buyer),
        messageCount(buyer),
      ]);
      if (!user || !profile) throw loginRequired();
      const { company: c, contact } = profile;
      const admin = contact
        ? { name: contact.name, phone: contact.phone, is_default: contact.isDefault ? 1 : 0 }
        : config.default_admin;
      return {
        show: 1,
        username: user.username,
        is_lszh: c.isChain ? 1 : 0,
        is_main: buyer.user.isMain ? 1 : 0,
        can_order: buyer.can.order ? 1 : 0,
        can_pay: buyer.can.pay ? 1 : 0,
        see_all_orders: buyer.can.see_all_orders ? 1 : 0,
        // The main account shows the company's contact (POST api/user/update);
        // a sub-account its own name and masked login mobile.
        name: (buyer.user.isMain ? c.contactName : user.name) || user.name || c.contactName,
        phone: (buyer.user.isMain && c.contactPhone) || maskMobile(user.mobile),
        company: c.name,
        face: '',
        rank: profile.rankName ?? '',
        rank_id: c.rankId,
        admin: admin as UserInfo['admin'],
        address: [c.region, c.address].filter(Boolean).join(' '),
        is_passed: buyer.company.isPassed ? 1 : 0,
        review: buyer.company.review,
        points: c.points,
        cart,
        message_count: messages,
        wechat: user.wechat ?? '',
        mobile: maskMobile(user.mobile),
        mobile_verified: user.mobileVerified ? 1 : 0,
        common_config: {
          hot_line: config.site.hot_line,
          qq1: config.site.qq1,
          qq2: config.site.qq2,
        },
        quality_inspection: config.quality_inspection,
        login_url: '/login',
        is_show_youx: c.showPreferred ? 1 : 0,
        is_special: c.isSpecial ? 1 : 0,
        is_can_chat: c.canChat ? 1 : 0,
        token,
      };
    },
  };
}

export type AccountService = ReturnType<typeof accountService>;
