/** A moment of a message's life, as a person in Brazil reads it and as a machine does. */
const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'medium' });

export function MailboxTime({ value }: { value: Date }) {
  return <time dateTime={value.toISOString()}>{dateTime.format(value)}</time>;
}
