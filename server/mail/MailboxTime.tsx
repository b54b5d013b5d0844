import { formatInBrazil } from '../../src/domain/brazilTime';

/** A moment of a message's life, as a person in Brazil reads it (on Brasília's clock) and as a machine does. */
export function MailboxTime({ value }: { value: Date }) {
  return <time dateTime={value.toISOString()}>{formatInBrazil(value, 'dd/MM/yyyy, HH:mm:ss')}</time>;
}
