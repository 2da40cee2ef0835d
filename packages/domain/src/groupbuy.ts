// 拼团 (group-buy) rules shared by the server and the shop: when a group
// opened now stops waiting, and what the buyer pays for a place.

const HOUR_MS = 3_600_000;

/** A group waits `hours`, but never past the end of its activity. */
export function groupExpiry(openedAt: Date, hours: number, activityEndsAt: Date): Date {
  return new Date(Math.min(openedAt.getTime() + hours * HOUR_MS, activityEndsAt.getTime()));
}

/** What a member pays, in fen: the group price times the fixed quantity (ships free). */
export const groupAmountFen = (unitPriceFen: number, quantity: number) => unitPriceFen * quantity;

/** '还差2人成团' / '已成团': a group's progress as the buyer reads it. */
export function groupProgressText(size: number, members: number): string {
  const missing = size - members;
  return missing > 0 ? `还差${missing}人成团` : '已满员';
}
