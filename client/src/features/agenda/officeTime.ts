import { utcToWallTime } from '@crm/domain';

/** A task's time on the office's clock (America/Asuncion), 'DD/MM/AAAA HH:MM': what the call form takes and the reminders say. */
export function officeDateTime(iso: string): string {
  const w = utcToWallTime(new Date(iso));
  return `${w.slice(8, 10)}/${w.slice(5, 7)}/${w.slice(0, 4)} ${w.slice(11, 16)}`;
}
