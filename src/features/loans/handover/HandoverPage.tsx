import type { ReactNode } from 'react';
import { Breadcrumb } from '../../../components/layout/Breadcrumb';
import { paths } from '../../../domain/routes';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { handoverTexts } from './handoverTexts';
import './handover.scss';

/** The frame of /retirar, /checklist and /comodato-lista: the trail back to the loan area, the title, the content. */
export function HandoverPage({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="handover-page site-container">
      <Breadcrumb
        items={[
          { label: handoverTexts.loggedArea, to: paths.loggedArea.href() },
          { label: handoverTexts.loanHome, to: paths.loanHome.href() },
          { label: title },
        ]}
      />
      <h1 className="handover-page__title">{title}</h1>
      {children}
    </div>
  );
}
