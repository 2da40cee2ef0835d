import type { AuthService } from './modules/auth/index.ts';
import type { CompanyService } from './modules/company/index.ts';
import type { ContentService } from './modules/content/index.ts';
import type { StaffService } from './modules/staff/index.ts';

/**
 * What the chat hub asks of the modules below it: whose sessions may talk
 * (a buyer to its own company's room, staff with the messages permission),
 * when a session ends, and a company's chat flag and exclusive contact (the
 * site's default contact when it has none).
 */
export function chatPorts(m: {
  auth: AuthService;
  staff: StaffService;
  company: CompanyService;
  content: ContentService;
}) {
  return {
    sessions: {
      buyer: async (token: string, companyId: number) =>
        (await m.auth.resolveSession(token))?.company.id === companyId,
      staff: async (token: string) =>
        (await m.staff.resolve(token))?.permissions.has('messages') ?? false,
      onEnded: (handler: (hash: string) => void) => {
        m.auth.onRevoked(handler);
        m.staff.onRevoked(handler);
      },
    },
    company: async (companyId: number) => {
      const [p, config] = await Promise.all([m.company.profile(companyId), m.content.config()]);
      if (!p) return null;
      const contact = p.contact ?? config.default_admin;
      return {
        canChat: p.company.canChat,
        contact: { name: contact?.name ?? '', phone: contact?.phone ?? '' },
      };
    },
  };
}
