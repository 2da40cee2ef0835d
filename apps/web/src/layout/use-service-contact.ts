import type { ServiceContact } from '@shop/contract';
import { useUserInfo } from '../api/account/get-user-info';
import { useConfig } from '../api/content/get-config';

/**
 * The buyer's assigned contact, else the site's default one. Only a non-default
 * contact is an exclusive one (spec section 1).
 */
export function useServiceContact(): { contact: ServiceContact; label: string } | null {
  const { user } = useUserInfo();
  const { data: config } = useConfig();
  const contact = user?.admin ?? config?.default_admin;
  if (!contact) return null;
  return { contact, label: contact.is_default ? '客服' : '专属客服' };
}
