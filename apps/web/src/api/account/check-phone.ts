import { api } from '../client';

/** Whether a mobile number already belongs to an account. */
export async function isPhoneRegistered(mobile: string): Promise<boolean> {
  const { data } = await api.get<{ exists: 0 | 1 }>(
    `/api/user/phone/${encodeURIComponent(mobile)}`,
  );
  return data.exists === 1;
}
