/**
 * Weekly service hours (spec 2 §3 "Schedule entry", §9): the editor of a week's two shifts per day
 * and its form helpers, for every owner of a week: the queue dialog (scheduleType queue), the
 * settings page (company) and the connection dialog (connection).
 */
export { WeeklyHoursEditor } from './WeeklyHoursEditor';
export {
  maskTime,
  weeklyHoursBody,
  weeklyHoursOf,
  weeklyHoursProblems,
  weeklyHoursValid,
  type WeeklyHours,
} from './weeklyHoursForm';
