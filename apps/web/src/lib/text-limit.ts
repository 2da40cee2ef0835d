// The server answers 422 past a text field's limit and never cuts (issue 11).
// `maxLength` on an input would cut pasted text without a word, so inputs
// count instead (the counter turns red past the limit) and the form's rule
// shows the same message the server would.

/** The form rule for a limit: the server's wording. */
export const maxChars = (label: string, max: number) => ({
  max,
  message: `${label}不能超过 ${max} 个字符`,
});

/** The input's counter for a limit: marks text past it, cuts nothing. */
export const countTo = (max: number) => ({ show: true, max });
