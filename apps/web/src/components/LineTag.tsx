/** A small red tag before a line's price: 新人价, 换购… (the line's type says which). */
export function LineTag({ text, title }: { text: string; title: string }) {
  return (
    <span
      title={title}
      style={{
        display: 'inline-block',
        padding: '0 4px',
        marginRight: 4,
        color: '#fff',
        background: '#f5222d',
        borderRadius: 2,
        fontSize: 12,
      }}
    >
      {text}
    </span>
  );
}

const TAGS: Record<number, { text: string; title: string }> = {
  3: { text: '组合', title: '组合购套餐内的商品，价格为套餐价按商品分摊' },
  4: { text: '新人价', title: '新人特价' },
  5: { text: '换购', title: '满额加价换购' },
};

/** The tag of a line of type 3 (组合购), 4 (新人特价) or 5 (换购); nothing for other types. */
export function LineTypeTag({ type }: { type: number }) {
  const tag = TAGS[type];
  return tag ? <LineTag {...tag} /> : null;
}
