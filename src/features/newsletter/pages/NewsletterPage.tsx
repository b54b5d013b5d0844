import { useEffect, useState } from 'react';
import { Breadcrumb } from '../../../components/layout/Breadcrumb';
import { newsletterTimings } from '../../../domain/newsletter';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { NewsletterForm } from '../components/NewsletterForm';
import { newsletterTexts } from '../newsletterTexts';
import '../newsletter.scss';

/** /newsletter (spec sections 2 and 4): the subscription form, which appears after a 200 ms delay. */
export default function NewsletterPage() {
  useDocumentTitle(newsletterTexts.title);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setShown(true), newsletterTimings.contentDelayMs);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div className="newsletter-page site-container">
      <Breadcrumb items={[{ label: newsletterTexts.title }]} />
      <h1 className="newsletter-page__title">{newsletterTexts.title}</h1>
      {shown && (
        <div className="newsletter-page__content">
          <p className="newsletter-page__lead">{newsletterTexts.lead}</p>
          <NewsletterForm />
        </div>
      )}
    </div>
  );
}
