import type { FormInstance } from 'antd';
import { isApiError } from '../api/api-error';

/**
 * Puts a 422's field errors next to the fields the form has; returns the message to
 * show above the form when the error is not about a field of this form.
 */
export function applyServerErrors<T>(form: FormInstance<T>, error: unknown): string | null {
  if (!isApiError(error)) return null;
  if (error.kind !== 'validation' && error.kind !== 'business') return null;
  const known = new Set(Object.keys(form.getFieldsValue(true) as object));
  const fields = Object.entries(error.details.errors ?? {})
    .filter(([name]) => known.has(name))
    .map(([name, errors]) => ({ name, errors }));
  if (fields.length > 0) {
    form.setFields(fields as Parameters<typeof form.setFields>[0]);
    return null;
  }
  return error.message;
}
