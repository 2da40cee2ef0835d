import { Link } from 'react-router';
import { parseMessageLink } from '../lib/message-link';

/**
 * A server message that may hold one HTML link, shown as text plus a real link; the
 * message itself is never rendered as HTML.
 */
export function MessageWithLink({ message, onFollow }: { message: string; onFollow?: () => void }) {
  const { before, link, after } = parseMessageLink(message);
  return (
    <span>
      {before}
      {link?.internal && (
        <Link to={link.href} onClick={onFollow}>
          {link.text}
        </Link>
      )}
      {link && !link.internal && (
        <a href={link.href} target="_blank" rel="noopener noreferrer" onClick={onFollow}>
          {link.text}
        </a>
      )}
      {after}
    </span>
  );
}
