/** 'yyyy-mm-dd' as 'dd/mm/aaaa'. */
export function brazilDateText(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}
