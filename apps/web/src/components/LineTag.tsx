import type { OrderLinePromo } from '@shop/contract';
import { LINE_PROMO_TAGS } from '@shop/domain';

/** A small tag before a line's price: 新人价, 换购… (the line's type or promotion says which). */
export function LineTag({
  text,
  title,
  color = '#cf1322',
}: {
  text: string;
  title: string;
  color?: string;
}) {
  return (
    <span
      title={title}
      style={{
        display: 'inline-block',
        padding: '0 4px',
        marginRight: 4,
        color: '#fff',
        background: color,
        borderRadius: 2,
        fontSize: 12,
      }}
    >
      {text}
    </span>
  );
}

const TAGS: Record<number, { text: string; title: string }> = {
  3: LINE_PROMO_TAGS.package,
  4: LINE_PROMO_TAGS.new_customer,
  5: LINE_PROMO_TAGS.tradeup,
};

/** The tag of a line of type 3 (组合购), 4 (新人特价) or 5 (换购); nothing for other types. */
export function LineTypeTag({ type }: { type: number }) {
  const tag = TAGS[type];
  return tag ? <LineTag {...tag} /> : null;
}

/** The tag of the promotion an order line was bought at, in step 2's words; nothing for the plain price. */
export function PromoTag({ promo }: { promo: OrderLinePromo | null }) {
  if (!promo) return null;
  // A gift is orange, as at step 2 (GiftMark); every price tag is red.
  return (
    <LineTag
      text={promo.tag}
      title={promo.title}
      {...(promo.kind === 'gift' ? { color: '#ad5700' } : {})}
    />
  );
}
