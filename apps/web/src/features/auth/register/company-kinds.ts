import type { CompanyKind } from '@shop/contract';

/** The company types the server accepts, with the names buyers know them by. */
export const COMPANY_KINDS: { value: CompanyKind; label: string }[] = [
  { value: 'pharmacy', label: '单体药店' },
  { value: 'chain', label: '连锁药店' },
  { value: 'clinic', label: '诊所' },
  { value: 'hospital', label: '医院/卫生院' },
  { value: 'otc_counter', label: '乙类非处方药零售' },
];
