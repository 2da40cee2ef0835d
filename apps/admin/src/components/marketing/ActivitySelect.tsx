import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { activitiesQuery } from '../../api/promotions';

/** A 满减 activity chosen from the latest hundred by title (满赠 and 换购 hang on one). */
export function ActivitySelect({
  value,
  onChange,
  disabled,
}: {
  value?: number;
  onChange?: (id: number) => void;
  disabled?: boolean;
}) {
  const activities = useQuery(activitiesQuery({ page: 1, page_size: 100 }));
  return (
    <Select
      value={value}
      onChange={onChange}
      disabled={disabled}
      loading={activities.isLoading}
      showSearch
      optionFilterProp="label"
      placeholder="按名称搜索满减活动"
      options={(activities.data?.data ?? []).map((a) => ({
        value: a.id,
        label: `#${a.id} ${a.title}（${a.status_text}）`,
      }))}
    />
  );
}
