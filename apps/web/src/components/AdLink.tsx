import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { NotStartedLink } from './NotStartedLink';

/**
 * A banner's link: in-app paths stay in the app, other sites open in a new
 * tab, and an empty url says 活动暂未开始 when clicked.
 */
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
  if (!url)
    return (
      <NotStartedLink label={label} className={className}>
        {children}
      </NotStartedLink>
    );
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
