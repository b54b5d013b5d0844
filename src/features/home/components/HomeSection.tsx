import type { ReactNode } from 'react';
import type { RequestStatus } from '../../../lib/api/requestStatus';

interface HomeSectionProps {
  id: string;
  title: string;
  /** A link beside the title, such as 'Ver mais'. */
  action?: ReactNode;
  /** Alternate sections sit on a tinted band, for rhythm down the page. */
  tone?: 'plain' | 'band';
  busy?: boolean;
  children: ReactNode;
}

/** One block of the desktop home: a titled region. */
export function HomeSection({ id, title, action, tone = 'plain', busy = false, children }: HomeSectionProps) {
  const headingId = `${id}-title`;
  return (
    <section
      className={`home-section home-section--${tone}`}
      aria-labelledby={headingId}
      aria-busy={busy || undefined}
    >
      <div className="home-container">
        <div className="home-section__header">
          <h2 id={headingId} className="home-section__title">
            {title}
          </h2>
          {action}
        </div>
        {children}
      </div>
    </section>
  );
}

interface BlockStateProps {
  status: RequestStatus;
  isEmpty: boolean;
  emptyText: string;
  children: ReactNode;
}

/** A block's body: placeholders while loading, a gentle note when its content failed or is empty. */
export function BlockState({ status, isEmpty, emptyText, children }: BlockStateProps) {
  if (status === 'failed') {
    return (
      <p className="home-note">Não foi possível carregar este conteúdo agora. Tente novamente mais tarde.</p>
    );
  }
  if (status === 'idle' || status === 'pending') {
    return (
      <div className="home-skeleton" aria-hidden="true">
        <span />
        <span />
        <span />
      </div>
    );
  }
  if (isEmpty) return <p className="home-note">{emptyText}</p>;
  return <>{children}</>;
}
