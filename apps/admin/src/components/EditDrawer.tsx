import { DrawerForm } from '@ant-design/pro-components';
import type { UseQueryResult } from '@tanstack/react-query';
import { App, Form, Spin } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useFormSave } from '../lib/use-form-save';

/** What a page hands its drawer: which item (null: a new one), and whether it shows. */
export type EditDrawerProps = { id: number | null; open: boolean; onClose: () => void };

/**
 * One kind of item a drawer creates and edits: how it is loaded and saved
 * (the area's hooks in api/), how the form starts from it and what a save
 * sends, and the drawer's words.
 */
export type EditSpec<Item, Values, Request> = {
  /** 新建{noun} / 编辑{noun} · its name; the drawer's width; said when saved. */
  words: { noun: string; width: number; saved: string };
  api: {
    /** The item by id, asked while the drawer is open (null: nothing to ask). */
    useItem: (id: number | null) => Pick<UseQueryResult<Item>, 'data' | 'isLoading'>;
    useSave: () => { mutateAsync: (request: Request) => Promise<unknown> };
  };
  /** What a save sends; a string instead is a problem to show, and nothing is sent. */
  requestOf: (values: Values, id: number | null) => Request | string;
  nameOf: (item: Item) => string;
  /** The form's first values: the item's, or a new one's (undefined). */
  initialOf: (item: Item | undefined) => Partial<Values>;
};

/**
 * A drawer that creates (id null) or edits an item loaded by id: the form
 * waits for the item, starts from its values (or a new one's defaults), and
 * saves with the console's messages; a refusal stays in the open form.
 */
export function EditDrawer<Item, Values extends Record<string, unknown>, Request>({
  spec,
  children,
  ...p
}: EditDrawerProps & { spec: EditSpec<Item, Values, Request>; children: ReactNode }) {
  const { message } = App.useApp();
  const item = spec.api.useItem(p.open ? p.id : null);
  const save = spec.api.useSave();
  const [form] = Form.useForm<Values>();
  const submit = useFormSave(form);
  const ready = p.id === null || (!item.isLoading && !!item.data);
  const data = p.id ? item.data : undefined;
  const { initialOf } = spec;
  const initial = useMemo(() => (ready ? initialOf(data) : undefined), [ready, data, initialOf]);
  const name = item.data ? spec.nameOf(item.data) : '';
  return (
    <DrawerForm<Values>
      title={p.id ? `编辑${spec.words.noun} · ${name}` : `新建${spec.words.noun}`}
      form={form}
      open={p.open}
      width={spec.words.width}
      drawerProps={{ destroyOnHidden: true, onClose: p.onClose }}
      onOpenChange={(o) => !o && p.onClose()}
      initialValues={initial}
      key={ready ? `ready-${p.id}` : 'loading'}
      onFinish={async (values) => {
        const request = spec.requestOf(values, p.id);
        if (typeof request === 'string') {
          message.error(request);
          return false;
        }
        return submit(() => save.mutateAsync(request), spec.words.saved, p.onClose);
      }}
    >
      {ready ? children : <Spin />}
    </DrawerForm>
  );
}
