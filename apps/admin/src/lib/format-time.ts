import dayjs from 'dayjs';

/** A time as the console's tables show it (ProTable's dateTime): 2026-11-26 21:08:00. */
export const formatTime = (iso: string | null | undefined) =>
  iso ? dayjs(iso).format('YYYY-MM-DD HH:mm:ss') : '';
