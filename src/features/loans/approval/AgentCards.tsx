import type { WireLoan } from '../../../domain/loanSchemas';
import { approvalPageTexts as t } from './approvalPageTexts';

type Fact = [label: string, value: string];

function FactCard({ title, facts }: { title: string; facts: Fact[] }) {
  const id = `approval-facts-${title.replace(/\W+/g, '-')}`;
  return (
    <section className="approval-facts" aria-labelledby={id}>
      <h2 id={id} className="approval-facts__title">
        {title}
      </h2>
      <dl>
        {facts.map(([label, value], index) => (
          <div key={`${label}-${index}`}>
            <dt>{label}</dt>
            <dd>{value.trim() || t.empty}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The agent's cards of the detail page (spec loan-area section 2): Dados Pessoais, Localização, Contato. */
export function AgentCards({ loan }: { loan: WireLoan }) {
  const user = loan.user;
  return (
    <div className="approval-facts-grid">
      <FactCard
        title={t.personal}
        facts={[
          [t.rg, user.rg],
          [t.cnh, user.cnh],
          [t.cpf, user.cpf],
          [t.mediaName, user.midia_name],
        ]}
      />
      <FactCard
        title={t.location}
        facts={[
          [t.country, user.country],
          [t.state, user.state],
          [t.city, user.city],
          [t.address, user.address],
        ]}
      />
      <FactCard
        title={t.contact}
        facts={[
          [t.email, user.email],
          [t.phone, user.phone1],
          [t.phone, user.phone2 ?? ''],
        ]}
      />
    </div>
  );
}
