/**
 * Spec section 2: the nav's vertical placement depends on whether the day of the month
 * is over 10. The header content sits `contentTop` px down and the nav row `navOffset`
 * px below that content's top, so the nav lands at 106 or 105 px either way.
 */
export function navMargins(date = new Date()): { contentTop: number; navOffset: number } {
  return date.getDate() > 10
    ? { contentTop: 16, navOffset: 90 }
    : { contentTop: 48, navOffset: 57 };
}
