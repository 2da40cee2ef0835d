/** The states of a 94折 event or a 满额返 period, as the lists' filter and tags show them. */
export const WELFARE_STATUS = {
  upcoming: { text: '未开始', status: 'Default' },
  running: { text: '进行中', status: 'Processing' },
  ended: { text: '已结束', status: 'Error' },
  stopped: { text: '已停用', status: 'Warning' },
};
