import { Link } from 'react-router';
import { useConfig } from '../api/content/get-config';
import styles from './Logo.module.css';

export function Logo({ compact = false }: { compact?: boolean }) {
  const { data: config } = useConfig();
  return (
    <Link
      to="/"
      className={`${styles.logo} ${compact ? styles.compact : ''}`}
      // The visible site name is part of the name (WCAG 2.5.3, label in name).
      aria-label={config?.site.title ? `${config.site.title} 返回首页` : '返回首页'}
    >
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill="currentColor" />
        <path d="M13 6h6v7h7v6h-7v7h-6v-7H6v-6h7z" fill="#fff" />
      </svg>
      <span className={styles.name}>{config?.site.title}</span>
    </Link>
  );
}
