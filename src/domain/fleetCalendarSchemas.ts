/**
 * Wire shapes of a fleet vehicle's calendar, its out-of-service periods and the free vehicles of a model: the
 * server declares them on its routes, the app types its calls with them. Dates are ISO (yyyy-mm-dd), both ends
 * included.
 */
import { Type, type Static } from 'typebox';
import { FleetVehicle } from './loanSchemas';
import { downtimeLimits } from './fleetCalendar';

const rowId = () => Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const isoDay = () => Type.String({ maxLength: 40 });

/** A loan on the vehicle's calendar: booked (2, 3, 4) or out with the driver (7, 8), over the days it holds it. */
export const CalendarLoan = Type.Object({
  loanId: Type.Integer(),
  number: Type.String(),
  status: Type.Integer(),
  statusText: Type.String(),
  requester: Type.String(),
  startDate: Type.String(),
  endDate: Type.String(),
});
export type CalendarLoan = Static<typeof CalendarLoan>;

export const Downtime = Type.Object({
  id: Type.Integer(),
  fleetVehicleId: Type.Integer(),
  startDate: Type.String(),
  endDate: Type.String(),
  reason: Type.String(),
});
export type Downtime = Static<typeof Downtime>;

/** `GET car_frota/json/calendar/{id}?month=yyyy-mm`: what touches the month, each entry whole. */
export const FleetCalendarResponse = Type.Object({
  vehicle: Type.Object({ ...FleetVehicle.properties, carId: Type.Integer() }),
  month: Type.String(),
  bookings: Type.Array(CalendarLoan),
  holds: Type.Array(CalendarLoan),
  downtime: Type.Array(Downtime),
});
export type FleetCalendarResponse = Static<typeof FleetCalendarResponse>;

export const FleetCalendarQuery = Type.Object({ month: Type.String({ maxLength: 20 }) });

/** `POST car_frota/json/downtime`. */
export const DowntimeBody = Type.Object(
  {
    fleetVehicleId: rowId(),
    startDate: isoDay(),
    endDate: isoDay(),
    reason: Type.String({ maxLength: downtimeLimits.reasonMax + 100 }),
  },
  { additionalProperties: false },
);
export type DowntimeBody = Static<typeof DowntimeBody>;

/** The period stored (one over days a loan holds is refused, 409). */
export const DowntimeCreated = Type.Object({ downtime: Downtime });
export type DowntimeCreated = Static<typeof DowntimeCreated>;

/** `GET car_frota/json/free?carId&startDate&endDate[&loanId]`. */
export const FreeVehiclesQuery = Type.Object({
  carId: rowId(),
  startDate: isoDay(),
  endDate: isoDay(),
  loanId: Type.Optional(rowId()),
});
export type FreeVehiclesQuery = Static<typeof FreeVehiclesQuery>;

export const FreeVehiclesResponse = Type.Object({ frotas: Type.Array(FleetVehicle) });
export type FreeVehiclesResponse = Static<typeof FreeVehiclesResponse>;
