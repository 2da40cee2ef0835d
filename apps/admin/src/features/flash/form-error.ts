import type { MessageInstance } from 'antd/es/message/interface';
import { isApiError } from '../../api/api-error';

/** The server's refusal (a conflict, the first field error) shown as the server worded it. */
export function showFormError(e: unknown, message: MessageInstance) {
  if (isApiError(e)) message.error(e.message);
  else throw e;
}
