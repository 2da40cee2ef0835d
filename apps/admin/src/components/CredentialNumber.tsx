import type { CredentialItem } from '@shop/contract';
import { App, Button, Space } from 'antd';
import { useState } from 'react';
import { isApiError } from '../api/api-error';
import { fetchFullNumber } from '../api/credentials';
import { useCan } from '../lib/permissions';

/**
 * A document's number. The purchaser's ID number comes masked
 * (110***********1234), on the ID card and on the 采购委托书 that names the
 * purchaser; a reviewer may show it in full, one look at a time, each
 * written to the audit log by the server.
 */
export function CredentialNumber({
  item,
}: {
  item: Pick<CredentialItem, 'id' | 'kind' | 'number' | 'holder_name' | 'holder_id_number'>;
}) {
  const can = useCan();
  const { message } = App.useApp();
  const [full, setFull] = useState<{ number: string; holder_id_number: string } | null>(null);
  const proxy = item.kind === 'proxy' && item.holder_name !== '';
  const personal = item.kind === 'buyer_id' || proxy;
  const number = full && item.kind === 'buyer_id' ? full.number : item.number;
  const holder = proxy
    ? `（采购人 ${item.holder_name} ${full?.holder_id_number ?? item.holder_id_number}）`
    : '';
  if (!personal || !can('buyers.review'))
    return (
      <>
        {number}
        {holder}
      </>
    );
  return (
    <Space size={4}>
      <span>
        {number}
        {holder}
      </span>
      {full === null && (
        <Button
          type="link"
          size="small"
          onClick={async () => {
            try {
              setFull(await fetchFullNumber(item.id));
            } catch (e) {
              message.error(isApiError(e) ? e.message : '查看失败');
            }
          }}
        >
          显示
        </Button>
      )}
    </Space>
  );
}
