import type { ActionType } from '@ant-design/pro-components';
import { useRef, useState } from 'react';

/**
 * A list page's table handle and the row its drawer edits: `editing` is null
 * when closed, `{ row: null }` for a new one; closing reloads the list.
 */
export function useEditing<T>() {
  const actionRef = useRef<ActionType>(undefined);
  const [editing, setEditing] = useState<{ row: T | null } | null>(null);
  const reload = () => actionRef.current?.reload();
  return {
    actionRef,
    reload,
    editing,
    edit: (row: T | null) => setEditing({ row }),
    drawer: {
      open: editing !== null,
      onClose: () => {
        setEditing(null);
        reload();
      },
    },
  };
}
