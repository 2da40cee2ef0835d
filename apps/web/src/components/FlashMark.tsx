/** The spec's 秒 mark beside a price bought in a flash sale (spec section 9). */
export function FlashMark({ show }: { show: boolean }) {
  if (!show) return null;
  return (
    <span
      title="秒杀价"
      style={{
        display: 'inline-block',
        padding: '0 4px',
        marginRight: 4,
        fontSize: 12,
        lineHeight: '18px',
        color: '#fff',
        background: '#cf1322',
        borderRadius: 2,
      }}
    >
      秒
    </span>
  );
}
