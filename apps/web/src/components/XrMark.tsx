/** The 新人价 tag of a new-customer line (type 4) in the cart. */
export function XrMark({ show }: { show: boolean }) {
  if (!show) return null;
  return (
    <span
      title="新人特价"
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
      新人价
    </span>
  );
}
