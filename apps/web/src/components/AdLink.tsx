import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A banner's link: in-app paths stay in the app, other sites open in a new tab. */
export function AdLink({
  url,
  label,
  className,
  children,
}: {
  url: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  if (!url) return <div className={className}>{children}</div>;
  if (url.startsWith('/') && !url.startsWith('//')) {
    return (
      <Link to={url} className={className} aria-label={label}>
        {children}
      </Link>
    );
  }
  return (
    <a
      href={url}
      className={className}
      aria-label={label}
      target="_blank"
      rel="noopener noreferrer"
    >
      {children}
    </a>
  );
}
