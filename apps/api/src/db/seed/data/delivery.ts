/**
 * The demo stores' delivery week (docs/decisions/0043): two-hour windows from 08:00 to 20:00 WIB
 * every day, 20 orders each, bookable until an hour before they start.
 */
export interface DemoSlotWindow {
  weekday: number;
  start_minute: number;
  end_minute: number;
  capacity: number;
  cutoff_minutes: number;
}

const WINDOW_STARTS_HOUR = [8, 10, 12, 14, 16, 18];

export const DEMO_SLOT_WEEK: readonly DemoSlotWindow[] = [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) =>
  WINDOW_STARTS_HOUR.map((hour) => ({
    weekday,
    start_minute: hour * 60,
    end_minute: (hour + 2) * 60,
    capacity: 20,
    cutoff_minutes: 60,
  })),
);
