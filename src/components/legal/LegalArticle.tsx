import type { LegalText } from './texts/types';
import './legal.scss';

/**
 * A legal text as an article: its title and date, introduction and sections. The legal pages show it under their
 * breadcrumb; the loan wizard shows the privacy policy in a dialog (src/components/legal/PrivacyPolicyArticle.tsx), where the
 * dialog's own title names it, so `showTitle` leaves the heading out there.
 */
export function LegalArticle({ text, showTitle = true }: { text: LegalText; showTitle?: boolean }) {
  return (
    <article className="legal-document">
      <header className="legal-document__header">
        {showTitle && <h1 className="legal-page__title">{text.title}</h1>}
        <p className="legal-document__updated">{text.updated}</p>
      </header>
      {text.intro.map((paragraph) => (
        <p key={paragraph} className="legal-page__lead">
          {paragraph}
        </p>
      ))}
      {text.sections.map((section) => (
        <section key={section.heading} className="legal-document__section">
          <h2 className="legal-document__heading">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.list && (
            <ul className="legal-document__list">
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}
