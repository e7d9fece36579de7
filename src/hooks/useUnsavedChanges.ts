import { history } from '@umijs/max';
import { Modal } from 'antd';
import { useEffect } from 'react';
import { useT } from './useT';

/**
 * While `dirty`, leaving the page asks first: a navigation inside the app opens a confirmation
 * (leave, or stay and save), and closing or reloading the tab gets the browser's own question
 * (history's `block` adds the beforeunload handler).
 */
export function useUnsavedChanges(dirty: boolean) {
  const t = useT();
  useEffect(() => {
    if (!dirty) return undefined;
    const unblock = history.block((transition) => {
      Modal.confirm({
        title: t('component.unsaved.title'),
        content: t('component.unsaved.content'),
        okText: t('component.unsaved.leave'),
        okButtonProps: { danger: true },
        cancelText: t('component.unsaved.stay'),
        onOk: () => {
          unblock();
          transition.retry();
        },
      });
    });
    return unblock;
  }, [dirty, t]);
}
