/** Today's date in Asia/Almaty (the back end's dates), 'YYYY-MM-DD'. */
export function todayInAlmaty(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Almaty',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
