import { approvalTexts } from '../../../domain/approval';
import type { LoanDriver } from '../../../domain/loanSchemas';
import { approvalPageTexts as t } from './approvalPageTexts';

/** The driver's block as a badge: 'Bloqueado' (the spec's word) in red, or 'Liberado'. */
export function DriverStatus({ driver }: { driver: LoanDriver }) {
  return driver.isAllowed ? (
    <span className="badge text-bg-light approval-badge">{t.driverAllowed}</span>
  ) : (
    <span className="badge text-bg-danger approval-badge">{approvalTexts.blocked}</span>
  );
}

/** 'O próprio solicitante' or 'Outro condutor'. */
export const driverKindOf = (driver: LoanDriver) =>
  driver.isRequester ? t.driverIsRequester : t.otherDriver;

/**
 * The driver's card of the detail page: who drives (the requester or another person), their name, CPF, RG and CNH
 * as the request gave them, their block, and 'Ver Imagem CNH' for the licence picture attached to the request. The
 * approver decides on the person at the wheel, who may not be the requester of the cards beside it.
 */
export function DriverCard({ driver, onSeeCnh }: { driver: LoanDriver; onSeeCnh: () => void }) {
  const facts: [string, string][] = [
    [t.driverKind, driverKindOf(driver)],
    [t.driverName, driver.name],
    [t.cpf, driver.cpf],
    [t.rg, driver.rg],
    [t.cnh, driver.cnh],
  ];
  return (
    <section className="approval-facts approval-driver" aria-labelledby="approval-driver-title">
      <h2 id="approval-driver-title" className="approval-facts__title">
        {t.driver}
      </h2>
      <dl>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value.trim() || t.empty}</dd>
          </div>
        ))}
        <div>
          <dt>{t.driverStatus}</dt>
          <dd>
            <DriverStatus driver={driver} />
            {!driver.isAllowed && driver.deniedReason && (
              <span className="approval-driver__reason">
                {t.deniedReason}: {driver.deniedReason}
              </span>
            )}
          </dd>
        </div>
      </dl>
      <button type="button" className="btn btn-link approval-form__cnh" onClick={onSeeCnh}>
        {approvalTexts.seeCnh}
      </button>
    </section>
  );
}
