import type { FormInstance } from 'antd';
import { isApiError } from '../api/api-error';

/**
 * Puts a 422's field errors next to the fields the form has; returns the message to
 * show above the form when the error is not about a field of this form (null when
 * it is not a refusal a form can explain, e.g. a lost session: the listener handles it).
 */
export function applyServerErrors(form: FormInstance, error: unknown): string | null {
  if (!isApiError(error)) return null;
  if (error.kind !== 'validation' && error.kind !== 'business' && error.kind !== 'forbidden') {
    return null;
  }
  const known = new Set([
    ...Object.keys(form.getFieldsValue() as object),
    ...Object.keys(form.getFieldsValue(true) as object),
  ]);
  const fields = Object.entries(error.details.errors ?? {})
    .filter(([name]) => known.has(name))
    .map(([name, message]) => ({ name, errors: [message] }));
  if (fields.length > 0) {
    form.setFields(fields);
    return null;
  }
  return error.message;
}
