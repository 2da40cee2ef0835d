import { App, type FormInstance } from 'antd';
import { applyServerErrors } from './apply-server-errors';

/**
 * A form's save as every console form does it: the call, then the success
 * message and `after`; a refusal goes next to its field or above the form,
 * and the form stays open (false).
 */
export function useFormSave(form: FormInstance) {
  const { message } = App.useApp();
  return async (call: () => Promise<unknown>, done: string, after?: () => void) => {
    try {
      await call();
    } catch (e) {
      const text = applyServerErrors(form, e);
      if (text) message.error(text);
      return false;
    }
    message.success(done);
    after?.();
    return true;
  };
}
