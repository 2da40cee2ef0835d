import { useMutation } from '@tanstack/react-query';
import { api } from '../client';

export async function logout(): Promise<void> {
  await api.delete<null>('/api/user/logout');
}

export const useLogout = () => useMutation({ mutationFn: logout });
