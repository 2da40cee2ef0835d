import { Link } from 'react-router';

type QualityInspection = { quality_inspection_url: string; msg: string };

/**
 * 药品质检报告查询: shown only when the user state's `quality_inspection` has
 * a url; a path of the shop opens in the shop, another site in a new tab.
 */
export function QualityInspectionLink({
  value,
  className,
}: {
  value: QualityInspection | null | undefined;
  className?: string;
}) {
  const url = value?.quality_inspection_url;
  if (!url) return null;
  const label = value.msg || '药品质检报告查询';
  if (url.startsWith('/') && !url.startsWith('//'))
    return (
      <Link to={url} className={className}>
        {label}
      </Link>
    );
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className={className}>
      {label}
    </a>
  );
}
