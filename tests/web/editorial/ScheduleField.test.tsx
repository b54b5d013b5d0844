import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { ScheduleField } from '../../../src/features/editorial/editor/ScheduleField';
import { renderWithProviders } from '../utils';

describe("the schedule's field", () => {
  it('says the date the item will be published with: the day of the chosen moment in Brasília', () => {
    renderWithProviders(<ScheduleField initial="" disabled={false} onSchedule={vi.fn()} />);
    expect(screen.queryByText(/Será publicada com a data/)).not.toBeInTheDocument();
    const when = screen.getByLabelText('Data e hora da publicação (horário de Brasília)');
    fireEvent.change(when, { target: { value: '2026-12-07T10:00' } });
    expect(screen.getByText('Será publicada com a data 07/12/2026')).toBeInTheDocument();
    // Late in the evening in Brasília is still that day, though it is the next one in UTC.
    fireEvent.change(when, { target: { value: '2026-12-08T23:30' } });
    expect(screen.getByText('Será publicada com a data 08/12/2026')).toBeInTheDocument();
  });
});
