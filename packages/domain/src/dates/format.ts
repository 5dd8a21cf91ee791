import { partsInBusinessZone } from './calendar';

const twelveHour = (hour: string): { hour: string; meridiem: 'AM' | 'PM' } => {
  const value = Number(hour);
  const meridiem = value < 12 ? 'AM' : 'PM';
  const twelve = value % 12 === 0 ? 12 : value % 12;
  return { hour: String(twelve).padStart(2, '0'), meridiem };
};

/** Activity time in Pacific time, 'MM-dd-yyyy @ hh:mma' (e.g. '03-05-2024 @ 09:07AM'). */
export const formatActivityTime = (moment: Date): string => {
  const parts = partsInBusinessZone(moment);
  const { hour, meridiem } = twelveHour(parts.hour);
  return `${parts.month}-${parts.day}-${parts.year} @ ${hour}:${parts.minute}${meridiem}`;
};

/** 'Last Edited' time in Pacific time, 'MM-dd-yy hh:mm a' (e.g. '03-05-24 09:07 AM'). */
export const formatLastEdited = (moment: Date): string => {
  const parts = partsInBusinessZone(moment);
  const { hour, meridiem } = twelveHour(parts.hour);
  return `${parts.month}-${parts.day}-${parts.year.slice(-2)} ${hour}:${parts.minute} ${meridiem}`;
};
