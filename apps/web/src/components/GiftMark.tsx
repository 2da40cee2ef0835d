/** The 赠品 mark beside a gift line (满赠, priced ¥0.00). */
export function GiftMark({ show }: { show: boolean }) {
  if (!show) return null;
  return (
    <span
      title="满赠赠品"
      style={{
        display: 'inline-block',
        padding: '0 4px',
        marginRight: 4,
        fontSize: 12,
        lineHeight: '18px',
        color: '#fff',
        background: '#ad5700',
        borderRadius: 2,
      }}
    >
      赠品
    </span>
  );
}
