/**
 * antd's tables lay out their columns with a hidden measuring row
 * (`.ant-table-measure-row`, aria-hidden) that copies the header, select-all
 * checkbox included: a focusable control under aria-hidden, which screen
 * readers reach without hearing it (axe: aria-hidden-focus). Marking the row
 * inert takes its copy out of the tab order; antd has no option for it.
 * Returns the stop function.
 */
export function makeMeasureRowsInert(root: HTMLElement): () => void {
  const mark = () => {
    for (const row of root.querySelectorAll('tr.ant-table-measure-row:not([inert])'))
      row.setAttribute('inert', '');
  };
  mark();
  const observer = new MutationObserver(mark);
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}
