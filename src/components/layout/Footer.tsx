import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import type { Menu } from '../../domain/content';
import { paths } from '../../domain/routes';
import { FacebookIcon, InstagramIcon, LinkedInIcon, YouTubeIcon } from './icons';
import { siteSections } from './siteNavigation';

const socialNetworks: { name: string; href: string; icon: ReactElement }[] = [
  { name: 'Instagram', href: 'https://www.instagram.com/auroraveiculos', icon: <InstagramIcon /> },
  { name: 'Facebook', href: 'https://www.facebook.com/auroraveiculos', icon: <FacebookIcon /> },
  {
    name: 'LinkedIn',
    href: 'https://www.linkedin.com/company/aurora-veiculos-do-brasil',
    icon: <LinkedInIcon />,
  },
  { name: 'YouTube', href: 'https://www.youtube.com/@auroraveiculos', icon: <YouTubeIcon /> },
];

const legalLinks = [
  { label: 'Termos Legais', to: paths.legal.index.href() },
  { label: 'Termos de Uso', to: paths.legal.page.href('imprint') },
  { label: 'Política de Privacidade', to: paths.legal.page.href('privacypolicy') },
  { label: 'Política de Cookies', to: paths.legal.page.href('Cookies') },
];

/** Columns for cars, company, technology, e-mobility and media center, the social networks, and the legal links. */
export function Footer({ menu }: { menu: Menu | null }) {
  return (
    <footer className="site-footer">
      <div className="site-container">
        <nav className="site-footer__columns" aria-label="Mapa do site">
          {siteSections(menu).map((section) => (
            <div key={section.key}>
              <h2 className="site-footer__heading">
                <Link to={section.to}>{section.title}</Link>
              </h2>
              <ul className="site-footer__list">
                {section.entries.map((entry) => (
                  <li key={entry.id}>
                    <Link to={entry.to}>{entry.title}</Link>
                  </li>
                ))}
                {section.key === 'mediaCenter' && (
                  <li>
                    <Link to={paths.newsletter.href()}>Newsletter</Link>
                  </li>
                )}
              </ul>
            </div>
          ))}
        </nav>
        <div className="site-footer__bottom">
          <ul className="site-footer__social" aria-label="Redes sociais">
            {socialNetworks.map((network) => (
              <li key={network.name}>
                <a
                  href={network.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`Aurora no ${network.name} (abre em nova janela)`}
                >
                  {network.icon}
                </a>
              </li>
            ))}
          </ul>
          <ul className="site-footer__legal" aria-label="Informações legais">
            {legalLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
          <p className="site-footer__copyright">
            © {new Date().getFullYear()} Aurora Veículos do Brasil Ltda. Todos os direitos reservados.
          </p>
        </div>
      </div>
    </footer>
  );
}
