// The posting date's rule (spec part 1 §5), apart from the picker so the page and its tests read it without antd.

/** §5: a posting date later than today cannot be picked. */
export const isFutureDay = (day: { valueOf(): number }) => {
  const endOfToday = new Date();
  endOfToday.setHours(23, 59, 59, 999);
  return day.valueOf() > endOfToday.getTime();
};
