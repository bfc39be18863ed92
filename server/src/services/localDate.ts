/** The calendar date (YYYY-MM-DD) of `now` in a time zone (en-CA writes dates that way): "today" for the company's rules. */
export const localDate = (now: Date, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
